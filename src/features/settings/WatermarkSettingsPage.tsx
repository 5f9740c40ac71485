import { Button, Callout, Card, FileInput, FormGroup, Intent, NonIdealState, Spinner, Classes } from '@blueprintjs/core';
import { Upload } from '@blueprintjs/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { heldForApproval } from '../../api/approvalRequired.ts';
import { useAction } from '../../components/useAction.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { ICON_ACCEPT, iconFileProblem } from '../../domain/catalogues.ts';
import { platformKeys, uploadWatermarkImageAction, uploadWatermarkLogoAction, watermarksQuery } from './api.ts';
import { settingsErrorText } from './settingsErrors.ts';
import { QueryFailedCallout } from '../../components/QueryFailedCallout.tsx';

type Kind = 'image' | 'logo';

/** One watermark: what is stored now, and a file input that replaces it (jpeg, jpg, png, heif, heic; 1 MB). */
function WatermarkCard({ kind, url, updated }: { kind: Kind; url: string | null; updated: string | null }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const queryClient = useQueryClient();
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction(kind === 'image' ? uploadWatermarkImageAction : uploadWatermarkLogoAction);
  const [broken, setBroken] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return setFile(undefined);
    const rule = iconFileProblem({ name: chosen.name, size: chosen.size });
    setProblem(rule ? settingsErrorText(rule) : null);
    setFile(rule ? undefined : chosen);
  };

  const upload = async () => {
    if (!file) return;
    try {
      // the success words come from the action; the answer (the new watermarks) replaces the cached copy
      const next = await action.mutateAsync(file);
      queryClient.setQueryData(platformKeys.watermarks(), next);
      setFile(undefined);
      setBroken(false);
    } catch (error) {
      // held for a second admin: useAction shows the approvals notice
      if (heldForApproval(error)) return setFile(undefined);
      setProblem(action.refusalOf(error, file));
    }
  };

  return (
    <Card className="settings-watermark" aria-label={t(`settings.watermark.${kind}`)} role="region">
      <h4 className={Classes.HEADING}>{t(`settings.watermark.${kind}`)}</h4>
      <div className="settings-watermark-preview">
        {url && !broken ? (
          <img src={url} alt={t(`settings.watermark.${kind}`)} onError={() => setBroken(true)} />
        ) : broken ? (
          <span className={Classes.TEXT_MUTED}>{t('settings.watermark.imageFailed')}</span>
        ) : (
          <NonIdealState description={t('settings.watermark.none')} />
        )}
      </div>
      {updated && <p className={Classes.TEXT_MUTED}>{t('settings.watermark.updated', { date: formatDateTime(updated, timeZone) })}</p>}
      <FormGroup label={t('settings.watermark.file')} labelFor={`${id}-file`} helperText={t('settings.watermark.rules')}>
        <FileInput
          fill
          text={file?.name ?? t('settings.watermark.choose')}
          buttonText={t('settings.watermark.browse')}
          inputProps={{ id: `${id}-file`, accept: ICON_ACCEPT, 'aria-label': t('settings.watermark.fileOf', { what: t(`settings.watermark.${kind}`) }) }}
          onInputChange={(event) => choose(event.currentTarget.files?.[0])}
        />
      </FormGroup>
      {problem && (
        <Callout intent={Intent.DANGER} role="alert">
          {problem}
        </Callout>
      )}
      <Button icon={<Upload />} intent={Intent.PRIMARY} disabled={!file} loading={action.isPending} text={t('settings.watermark.upload')} onClick={() => void upload()} />
    </Card>
  );
}

/** Settings › Watermark (spec 3 §3, §7): the watermark image and logo. */
export function WatermarkSettingsPage() {
  const { t } = useTranslation('settings');
  const marks = useQuery(watermarksQuery());
  if (marks.isPending) return <Spinner />;
  if (marks.isError) return <QueryFailedCallout title={t('settings.watermark.loadFailed')} retry={t('settings.common.retry')} query={marks} />;
  return (
    <div className="settings-watermarks">
      <WatermarkCard kind="image" url={marks.data.imageUrl} updated={marks.data.imageUpdated} />
      <WatermarkCard kind="logo" url={marks.data.logoUrl} updated={marks.data.logoUpdated} />
    </div>
  );
}
