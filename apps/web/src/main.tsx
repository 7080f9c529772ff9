import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The web app shell is built by the next issue; until then the root names the portal and its API docs.
function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem' }}>
      <h1>Market Access</h1>
      <p>
        <a href="/api/docs">API documentation</a>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
