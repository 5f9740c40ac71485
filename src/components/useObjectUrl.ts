import { useEffect, useState } from 'react';

/**
 * An object URL for a blob (a file fetched with the admin's token, which an `<img src>` could
 * not send), revoked when the blob changes or the view goes away.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
