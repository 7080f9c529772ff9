import { useRef } from 'react';
import { type SetURLSearchParams, useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * useSearchParams whose setter does nothing while the router is taking the person to another
 * page. Typed words reach the address after the search delay; the router waits for a lazy
 * screen before it changes the location, so a write landing in that wait would replace the
 * navigation the person asked for and pull them back to the page they left.
 */
export function usePageSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Read when the write happens (a delayed callback holds an older render's closure).
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const setPageParams: SetURLSearchParams = (next, options) => {
    if (!leaving.current) setParams(next, options);
  };
  return [params, setPageParams];
}
