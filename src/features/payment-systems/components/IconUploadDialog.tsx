import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, Intent, Classes } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../components/useObjectUrl.ts';
import { ICON_ACCEPT, iconFileProblem } from '../../../domain/catalogues.ts';
import { catalogueErrorText } from '../catalogueErrors.ts';
import { IconImage } from './IconImage.tsx';

/** Props of {@link IconUploadDialog}. */
export interface IconUploadDialogProps {
  isOpen: boolean;
  /** What the icon is for, shown in the title. */
  subject: string;
  currentIconId: number | null;
  onClose: () => void;
  onUpload: (file: File) => Promise<unknown>;
  /** Offered when there is an icon and the entity can lose it. */
  onDelete?: () => Promise<unknown>;
}

/**
 * Icon upload with a preview: jpeg, jpg, png, heif, heic up to 1 MB, checked here before sending
 * ('File size can't be more than 1 MB') and by content on the server.
 */
export function IconUploadDialog({ isOpen, subject, currentIconId, onClose, onUpload, onDelete }: IconUploadDialogProps) {
  const { t } = useTranslation('paymentSystems');
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = useObjectUrl(file);
  const [previewBroken, setPreviewBroken] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setFile(undefined);
    setProblem(null);
    setPreviewBroken(false);
  }, [isOpen]);

  const choose = (chosen: File | undefined) => {
    setPreviewBroken(false);
    if (!chosen) return setFile(undefined);
    const rule = iconFileProblem({ name: chosen.name, size: chosen.size });
    setProblem(rule ? catalogueErrorText(new Error(rule)) : null);
    setFile(rule ? undefined : chosen);
  };

  const run = async (action: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await action();
      onClose();
    } catch (error) {
      setProblem(catalogueErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={t('paymentSystems.icons.title', { subject })} onClose={onClose} style={{ width: 440 }}>
      <DialogBody>
        <div className="ps-icon-upload">
          <div className="ps-icon-preview" aria-live="polite">
            {preview && !previewBroken ? (
              <img src={preview} alt={t('paymentSystems.icons.preview')} width={64} height={64} onError={() => setPreviewBroken(true)} />
            ) : previewBroken ? (
              <span className={Classes.TEXT_MUTED}>{t('paymentSystems.errors.imageFailed')}</span>
            ) : (
              <IconImage iconId={currentIconId} size={64} />
            )}
          </div>
          <FormGroup label={t('paymentSystems.icons.file')} labelFor={id} helperText={t('paymentSystems.icons.rules')}>
            <FileInput
              fill
              text={file?.name ?? t('paymentSystems.icons.choose')}
              buttonText={t('paymentSystems.icons.browse')}
              inputProps={{ id, accept: ICON_ACCEPT, 'aria-label': t('paymentSystems.icons.file') }}
              onInputChange={(event) => choose(event.currentTarget.files?.[0])}
            />
          </FormGroup>
        </div>
        {problem && (
          <Callout intent={Intent.DANGER} role="alert">
            {problem}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onDelete && currentIconId !== null && (
              <Button intent={Intent.DANGER} variant="minimal" disabled={saving} onClick={() => void run(onDelete)}>
                {t('paymentSystems.icons.delete')}
              </Button>
            )}
            <Button onClick={onClose}>{t('paymentSystems.form.cancel')}</Button>
            <Button intent={Intent.PRIMARY} disabled={!file} loading={saving} onClick={() => file && void run(() => onUpload(file))}>
              {t('paymentSystems.icons.upload')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
