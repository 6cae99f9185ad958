import { httpClient } from '@portal/api-client';
import { useEffect, useState } from 'react';

export type LogoImage = { status: 'none' } | { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/**
 * The logo at `url` (an API path that needs the bearer token, which an <img> cannot send) as an
 * object URL: fetched as a blob by the API client, released when the URL changes or the page goes.
 * The URL carries the logo's version, so the browser keeps each version once fetched.
 */
export function useLogoImage(url: string | null): LogoImage {
  const [image, setImage] = useState<LogoImage>(url ? { status: 'loading' } : { status: 'none' });

  useEffect(() => {
    if (!url) {
      setImage({ status: 'none' });
      return undefined;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setImage({ status: 'loading' });
    httpClient
      .get<Blob>(url, { responseType: 'blob', headers: { Accept: 'image/*' }, signal: controller.signal })
      .then((response) => {
        objectUrl = URL.createObjectURL(response.data);
        setImage({ status: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setImage({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return image;
}
