import type { AxiosInstance } from 'axios';

/**
 * axios and its set-up, loaded on the first call. Most first visits never call the API from the
 * browser (pages are server-rendered), so axios stays out of every page's initial JavaScript.
 */
export const loadHttpClient = () => import('./http-client').then((module) => module.httpClient);

type Method = 'get' | 'delete' | 'post' | 'put';

/** The instance's own method, called once the instance is loaded: same arguments, same result. */
function forward<M extends Method>(method: M): AxiosInstance[M] {
  const call = async (...args: unknown[]) => {
    const client = await loadHttpClient();
    return (client[method] as (...rest: unknown[]) => Promise<unknown>).apply(client, args);
  };
  return call as AxiosInstance[M];
}

/** The browser's calls to our API: the axios instance of ./http-client, with axios's own signatures. */
export const http = { get: forward('get'), delete: forward('delete'), post: forward('post'), put: forward('put') };
