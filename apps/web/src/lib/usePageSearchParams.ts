import { useContext } from 'react';
import { type SetURLSearchParams, UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

/**
 * useSearchParams whose setter knows the router's latest state, read when the write happens (a
 * delayed callback holds an older render's closure, and the router's own setter starts from the
 * address of the render it came from):
 * - while the router takes the person to another page, a write does nothing. Typed words reach
 *   the address after the search delay; the router waits for a lazy screen before it changes the
 *   location, so a write landing in that wait would replace the navigation the person asked for
 *   and pull them back to the page they left;
 * - while a change of this page's address is still loading (its loaders run first), a write given
 *   as a function builds on that change, not on the address shown: the search text arriving late
 *   would otherwise undo a filter chosen meanwhile.
 */
export function usePageSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // The data router's live state (react-router exports its context for this kind of use).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  const setPageParams: SetURLSearchParams = (next, options) => {
    const navigation = router?.state.navigation;
    const pending = navigation && navigation.state !== 'idle' ? navigation.location : undefined;
    if (pending && pending.pathname !== pathname) return;
    if (typeof next !== 'function' || !router) return setParams(next, options);
    const latest = new URLSearchParams((pending ?? router.state.location).search);
    setParams(next(latest), options);
  };
  return [params, setPageParams];
}
