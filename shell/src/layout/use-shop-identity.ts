import type { ShopIdentity } from '@shop/shared';
import { useEffect, useState } from 'react';
import { manifestInPage } from '../federation/manifest';
import { remotesReady } from '../federation/remotes';

/** The seller's company details from the runtime manifest (the page's own, else the server's); null until known or when not configured. */
export function useShopIdentity(): ShopIdentity | null {
  const [shop, setShop] = useState<ShopIdentity | null>(() => manifestInPage()?.shop ?? null);
  useEffect(() => {
    let live = true;
    remotesReady().then(
      (manifest) => {
        if (live) setShop(manifest.shop ?? null);
      },
      // Without a manifest (remotes not started) the footer simply states nothing.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return shop;
}
