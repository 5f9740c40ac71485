import { Button, Dialog, DialogBody, Spinner, Classes } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useAction } from '../../../components/useAction.ts';
import { arbitratorKeys, downloadChatFile, fetchChatFile } from '../api.ts';
import { isPreviewable } from '../chatRules.ts';
import { useObjectUrl } from '../../../components/useObjectUrl.ts';

interface ChatFile {
  id: number;
  name: string;
  extension: string;
}

/** An image attachment: a thumbnail that opens the full picture. Fetched with the auth header. */
function ImagePreview({ file }: { file: ChatFile }) {
  const { t } = useTranslation('arbitrator');
  const [open, setOpen] = useState(false);
  const blob = useQuery({ queryKey: arbitratorKeys.file(file.id), queryFn: ({ signal }) => fetchChatFile(file.id, signal), staleTime: Infinity });
  const url = useObjectUrl(blob.data);
  if (blob.isError) return <span className={Classes.TEXT_MUTED}>{t('arbitrator.chat.fileFailed', { name: file.name })}</span>;
  if (!url) return <Spinner size={20} aria-label={t('arbitrator.chat.fileLoading', { name: file.name })} />;
  return (
    <>
      <button type="button" className="arbitrator-chat-thumb" onClick={() => setOpen(true)} aria-label={t('arbitrator.chat.openImage', { name: file.name })}>
        <img src={url} alt={file.name} />
      </button>
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={file.name} style={{ width: 'auto', maxWidth: '90vw' }}>
        <DialogBody>
          <img src={url} alt={file.name} className="arbitrator-chat-full" />
        </DialogBody>
      </Dialog>
    </>
  );
}

/** A file that cannot be previewed (heif, heic): downloaded on demand. */
function FileDownload({ file }: { file: ChatFile }) {
  const { t } = useTranslation('arbitrator');
  const fetchFile = useAction(downloadChatFile);
  const download = () =>
    fetchFile.mutate(file.id, {
      onSuccess: (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = file.name;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
    });
  return <Button size="small" variant="outlined" icon={<Download />} text={file.name} title={t('arbitrator.chat.download')} loading={fetchFile.isPending} onClick={download} />;
}

/** One attachment of a chat message. */
export function ChatFileView({ file }: { file: ChatFile }) {
  return isPreviewable(file.extension) ? <ImagePreview file={file} /> : <FileDownload file={file} />;
}
