import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/lang': 'http://localhost:3000',
      '/notifications': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
