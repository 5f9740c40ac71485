import { Tooltip, Classes } from '@blueprintjs/core';
import { Media } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useObjectUrl } from '../../../components/useObjectUrl.ts';
import { iconQuery } from '../api.ts';

/**
 * A catalogue icon (currency, payment or transaction method), fetched with the admin's token;
 * 'Failed to load image' when it cannot be read or drawn (e.g. a HEIC file the browser cannot show).
 */
export function IconImage({ iconId, size = 20 }: { iconId: number | null | undefined; size?: number }) {
  const { t } = useTranslation('paymentSystems');
  const icon = useQuery({ ...iconQuery(iconId ?? 0), enabled: Boolean(iconId) });
  const url = useObjectUrl(icon.data);
  const [broken, setBroken] = useState(false);
  if (!iconId) return <span className={Classes.TEXT_MUTED}>—</span>;
  if (icon.isError || broken) {
    return (
      <Tooltip content={t('paymentSystems.errors.imageFailed')}>
        <span className="ps-icon-failed" role="img" aria-label={t('paymentSystems.errors.imageFailed')}>
          <Media size={size * 0.8} />
        </span>
      </Tooltip>
    );
  }
  if (!url) return <span className="ps-icon-placeholder" style={{ width: size, height: size }} aria-busy="true" />;
  return <img src={url} alt={t('paymentSystems.icons.alt')} width={size} height={size} className="ps-icon" onError={() => setBroken(true)} />;
}
