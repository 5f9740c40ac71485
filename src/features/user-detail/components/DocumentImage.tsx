import { Button, Callout, Dialog, DialogBody, Intent, Spinner, Classes } from '@blueprintjs/core';
import { Media } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { fetchUserFile, type UserFileRef } from '../api.ts';
import { useObjectUrl } from '../../../components/useObjectUrl.ts';
import { formatCount, formatFixed } from '../../../components/numberFormat.ts';

/** Size in B, kB or mB (spec 1 §3). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatFixed(bytes / 1024, 1)} kB`;
  return `${formatFixed(bytes / 1024 / 1024, 1)} mB`;
}

/**
 * A document scan: a thumbnail fetched with the admin's token (GET User/GetUserFile as a blob),
 * opened larger in a dialog; "Failed to load image" when the file cannot be read.
 */
export function DocumentImage({ file }: { file: UserFileRef }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const blob = useQuery({ queryKey: ['user-detail', 'file', file.userFileId], queryFn: () => fetchUserFile(file.userFileId), staleTime: Infinity, retry: false });
  const url = useObjectUrl(blob.data);

  if (blob.isError) {
    return (
      <Callout intent={Intent.WARNING} compact icon={<Media />} className="user-detail-file">
        {t('userDetail.documents.imageFailed')}
        <div className={Classes.TEXT_MUTED}>{file.name}</div>
      </Callout>
    );
  }
  const label = t('userDetail.documents.openImage', { name: file.name });
  return (
    <div className="user-detail-file">
      {url ? (
        <Button variant="minimal" className="user-detail-thumb" aria-label={label} title={label} onClick={() => setOpen(true)}>
          <img src={url} alt={file.name} />
        </Button>
      ) : (
        <Spinner size={20} aria-label={t('userDetail.loading')} />
      )}
      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
        {file.name} · {formatFileSize(file.size)}
      </div>
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={file.name} style={{ width: 'auto', maxWidth: '90vw' }}>
        <DialogBody>{url && <img src={url} alt={file.name} style={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }} />}</DialogBody>
      </Dialog>
    </div>
  );
}
