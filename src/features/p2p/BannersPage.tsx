import { Button, Card, FileInput, FormGroup, HTMLTable, InputGroup, Intent, NumericInput, Switch } from '@blueprintjs/core';
import { Add, Edit } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { CATALOGUE_MESSAGES, ICON_ACCEPT, iconFileProblem } from '../../domain/catalogues.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { deskQueries, deleteBanner, createBanner, updateBanner, setBannersEnabled, type Banner } from './offersApi.ts';
import { useP2pAdmin } from './useP2pAdmin.ts';
import './p2p.css';
import './desk/desk.css';
import { TableHead } from '../../components/TableHead.tsx';
import { EmptyTableRow } from '../../components/EmptyTableRow.tsx';
import { RemoveButton } from '../../components/RemoveButton.tsx';

/**
 * Banners (/p2p/banners): the global switch, and one banner per position (image and link),
 * created, replaced or deleted by position. Images: jpeg, jpg, png, heif, heic up to 1 MB; the
 * server also checks the content.
 */
export function BannersPage() {
  const { t } = useTranslation('p2pOffers');
  const admin = useP2pAdmin();
  const options = useQuery(deskQueries.banners());
  const setEnabled = useAction(setBannersEnabled);
  const remove = useAction(deleteBanner);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const banners = options.data?.banners ?? [];

  const toggle = async (next: boolean) => {
    await confirm({
      title: t(next ? 'p2pOffers.banners.enableTitle' : 'p2pOffers.banners.disableTitle'),
      action: () => setEnabled.settle(next),
    });
  };
  const askDelete = async (b: Banner) => {
    await confirm({ title: t('p2pOffers.banners.deleteTitle', { position: b.position }), action: () => remove.settle(b.position) });
  };

  return (
    <div className="p2p-page p2p-banners">
      <Card compact className="p2p-toolbar">
        <Switch
          large
          label={t('p2pOffers.banners.globalSwitch')}
          checked={options.data?.isBannersEnabled ?? false}
          disabled={!admin.canChange || !options.data || setEnabled.isPending}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />
        {admin.canChange && <Button icon={<Add />} intent={Intent.PRIMARY} text={t('p2pOffers.banners.add')} onClick={() => setEditing('new')} />}
      </Card>
      {options.isError && <p role="alert">{t('p2pOffers.messages.loadFailed')}</p>}
      <HTMLTable striped className="p2p-banner-table" aria-label={t('p2pOffers.banners.title')}>
        <TableHead columns={[t('p2pOffers.banners.position'), t('p2pOffers.banners.image'), t('p2pOffers.banners.link'), t('p2pOffers.banners.actions')]} />
        <tbody>
          {!options.isLoading && banners.length === 0 && <EmptyTableRow columns={4} text={t('p2pOffers.common.nothing')} />}
          {banners.map((b) => (
            <tr key={b.position}>
              <td>{b.position}</td>
              <td>{b.url ? <img src={b.url} alt={t('p2pOffers.banners.imageAt', { position: b.position })} className="p2p-banner-image" /> : '—'}</td>
              <td>{b.link ?? '—'}</td>
              <td>
                {admin.canChange && (
                  <>
                    <Button size="small" variant="minimal" icon={<Edit />} aria-label={t('p2pOffers.banners.editAt', { position: b.position })} onClick={() => setEditing(b)} />
                    <RemoveButton label={t('p2pOffers.banners.deleteAt', { position: b.position })} onClick={() => void askDelete(b)} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {editing !== null && <BannerDialog banner={editing} taken={banners.map((b) => b.position)} onClose={() => setEditing(null)} />}
      {dialog}
    </div>
  );
}

/** Creates a banner at a free position (an image is required) or changes one's link and image. */
function BannerDialog({ banner, taken, onClose }: { banner: Banner | 'new'; taken: number[]; onClose: () => void }) {
  const { t } = useTranslation('p2pOffers');
  const id = useId();
  const creating = banner === 'new';
  const [position, setPosition] = useState(creating ? (taken.length ? Math.max(...taken) + 1 : 0) : banner.position);
  const [link, setLink] = useState(creating ? '' : (banner.link ?? ''));
  const [file, setFile] = useState<File | null>(null);

  /** What Ok sends, or throws what is wrong before calling the server. */
  const vars = () => {
    if (creating && taken.includes(position)) throw new Error(t('p2pOffers.messages.positionTaken'));
    if (creating && !file) throw new Error(t('p2pOffers.messages.imageRequired'));
    const fileProblem = file ? iconFileProblem(file) : null;
    if (fileProblem) throw new Error(t(fileProblem === CATALOGUE_MESSAGES.fileType ? 'errors.reasons.fileTypeNotAllowed' : 'errors.reasons.fileTooLarge'));
    return { position, link: link.trim(), file };
  };

  return (
    <FormDialog title={t(creating ? 'p2pOffers.banners.addTitle' : 'p2pOffers.banners.editTitle')} action={creating ? createBanner : updateBanner} vars={vars} submitText={t('p2pOffers.common.save')} onClose={onClose}>
      <FormGroup label={t('p2pOffers.banners.position')} labelFor={`${id}-position`}>
        <NumericInput id={`${id}-position`} min={0} max={1000} value={position} disabled={!creating} onValueChange={(v) => setPosition(Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0)} />
      </FormGroup>
      <FormGroup label={t('p2pOffers.banners.link')} labelFor={`${id}-link`}>
        <InputGroup id={`${id}-link`} maxLength={1024} value={link} onValueChange={setLink} placeholder="https://" />
      </FormGroup>
      <FormGroup label={t('p2pOffers.banners.image')} labelFor={`${id}-file`} helperText={t('p2pOffers.banners.imageHelp')}>
        <FileInput
          fill
          text={file?.name ?? t('p2pOffers.banners.chooseImage')}
          buttonText={t('p2pOffers.banners.browse')}
          inputProps={{ id: `${id}-file`, accept: ICON_ACCEPT, 'aria-label': t('p2pOffers.banners.image') }}
          onInputChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
      </FormGroup>
    </FormDialog>
  );
}
