import { Button, FileInput, FormGroup, Intent, Classes } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { Action } from '../../../components/actions.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useObjectUrl } from '../../../components/useObjectUrl.ts';
import { ICON_ACCEPT, iconFileProblem } from '../../../domain/catalogues.ts';
import { catalogueErrorText } from '../catalogueErrors.ts';
import { IconImage } from './IconImage.tsx';

/** What has the icon: its id and the icon it has now. */
export interface IconTarget {
  id: number;
  iconId?: number | null;
}

/** Props of {@link IconUploadDialog}. */
export interface IconUploadDialogProps {
  /** What the icon is for, shown in the title. */
  subject: string;
  target: IconTarget;
  /** The declared upload (api.ts): its success words and refusal are the dialog's. */
  upload: Action<{ id: number; file: File }, unknown>;
  /** The declared removal, offered when there is an icon and the entity can lose it. */
  remove?: Action<number, unknown>;
  onClose: () => void;
}

/**
 * Icon upload with a preview (a FormDialog: Upload runs the declared action): jpeg, jpg, png, heif,
 * heic up to 1 MB, checked here before sending ('File size can't be more than 1 MB') and by content
 * on the server. Rendered while open.
 */
export function IconUploadDialog({ subject, target, upload, remove, onClose }: IconUploadDialogProps) {
  const { t } = useTranslation('paymentSystems');
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  // the chosen file's rule, or the refusal of a removal
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const [previewBroken, setPreviewBroken] = useState(false);

  const choose = (chosen: File | undefined) => {
    setPreviewBroken(false);
    if (!chosen) return setFile(undefined);
    const rule = iconFileProblem({ name: chosen.name, size: chosen.size });
    setProblem(rule ? catalogueErrorText(new Error(rule)) : null);
    setFile(rule ? undefined : chosen);
  };

  return (
    <FormDialog
      title={t('paymentSystems.icons.title', { subject })}
      action={upload}
      vars={() => (file ? { id: target.id, file } : null)}
      canSubmit={file !== undefined}
      submitText={t('paymentSystems.icons.upload')}
      problem={problem}
      onClose={onClose}
      extraActions={remove && target.iconId != null && <DeleteIconButton remove={remove} id={target.id} onDone={onClose} onRefused={setProblem} />}
    >
      <div className="ps-icon-upload">
        <div className="ps-icon-preview" aria-live="polite">
          {preview && !previewBroken ? (
            <img src={preview} alt={t('paymentSystems.icons.preview')} width={64} height={64} onError={() => setPreviewBroken(true)} />
          ) : previewBroken ? (
            <span className={Classes.TEXT_MUTED}>{t('paymentSystems.errors.imageFailed')}</span>
          ) : (
            <IconImage iconId={target.iconId ?? null} size={64} />
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
    </FormDialog>
  );
}

/** Delete beside Upload: runs the declared removal; done or held closes the dialog, a refusal shows in it. */
function DeleteIconButton({ remove, id, onDone, onRefused }: { remove: Action<number, unknown>; id: number; onDone: () => void; onRefused: (text: string) => void }) {
  const { t } = useTranslation('paymentSystems');
  const bound = useAction(remove);
  const run = async () => {
    try {
      await bound.settle(id);
      onDone();
    } catch (refusal) {
      onRefused(catalogueErrorText(refusal));
    }
  };
  return (
    <Button intent={Intent.DANGER} variant="minimal" disabled={bound.isPending || !bound.allowed} title={bound.reason} onClick={() => void run()}>
      {t('paymentSystems.icons.delete')}
    </Button>
  );
}
