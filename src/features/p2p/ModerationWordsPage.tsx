import { Button, ButtonGroup, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { Add, Edit, Search, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { joinWords, parseWords } from '../../domain/p2pOffers.ts';
import { createWordGroup, deleteWordGroup, deskQueries, editWordGroup, type ModerationWordGroup } from './offersApi.ts';
import { useP2pAdmin } from './useP2pAdmin.ts';
import './p2p.css';
import './desk/desk.css';
import { listCount } from '../../components/listQueryState.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { queryRows } from '../../components/queryRows.ts';

/**
 * Moderation words (a tab of the P2P section, /p2p/moderation-words): word groups for
 * advertisements, searched by group name or words (case-insensitive), words shown comma-joined;
 * offers whose terms contain one of the words are flagged in the offers list.
 */
export function ModerationWordsPage() {
  const { t } = useTranslation('p2pOffers');
  const admin = useP2pAdmin();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const groups = useQuery(deskQueries.words(search, (page - 1) * admin.pageSize, admin.pageSize));
  const [editing, setEditing] = useState<ModerationWordGroup | 'new' | null>(null);
  const remove = useAction(deleteWordGroup);
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<DataTableColumn<ModerationWordGroup>[]>(() => {
    const askDelete = async (g: ModerationWordGroup) => {
      await confirm({ title: t('p2pOffers.words.deleteTitle', { name: g.groupName }), text: t('p2pOffers.words.deleteText'), action: () => remove.settle({ id: g.id, groupName: g.groupName }) });
    };
    return [
      { key: 'id', header: 'p2pOffers.words.columns.id', width: 70, render: (g) => g.id },
      { key: 'groupName', header: 'p2pOffers.words.columns.groupName', width: 240, render: (g) => g.groupName },
      { key: 'words', header: 'p2pOffers.words.columns.words', width: 480, copyable: true, copyValue: (g) => joinWords(g.words), render: (g) => joinWords(g.words) },
      {
        key: 'actions',
        header: 'p2pOffers.words.columns.actions',
        width: 90,
        render: (g) =>
          admin.canChange ? (
            <ButtonGroup variant="minimal">
              <Button size="small" icon={<Edit />} aria-label={t('p2pOffers.words.editFor', { name: g.groupName })} onClick={() => setEditing(g)} />
              <Button size="small" intent={Intent.DANGER} icon={<Trash />} aria-label={t('p2pOffers.words.deleteFor', { name: g.groupName })} onClick={() => void askDelete(g)} />
            </ButtonGroup>
          ) : null,
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, admin.canChange]);

  const update = (q: string | undefined, nextPage: number) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <div className="p2p-page p2p-words">
      <div className="p2p-toolbar">
        <form
          className="p2p-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            update(text.trim() || undefined, 1);
          }}
        >
          <InputGroup aria-label={t('p2pOffers.words.search')} placeholder={t('p2pOffers.words.search')} value={text} onValueChange={setText} leftIcon={<Search />} />
          <Button type="submit" text={t('p2pOffers.common.search')} />
        </form>
        {admin.canChange && <Button icon={<Add />} intent={Intent.PRIMARY} text={t('p2pOffers.words.add')} onClick={() => setEditing('new')} />}
      </div>
      <DataTable label={t('p2pOffers.words.title')} columns={columns} {...queryRows(groups, t('p2pOffers.messages.loadFailed'))} maxHeight={520} />
      <ListFooter {...listCount(groups)} page={page} pageSize={admin.pageSize} onPageChange={(p) => update(search || undefined, p)} onPageSizeChange={() => undefined} />
      {editing !== null && <WordGroupDialog group={editing} onClose={() => setEditing(null)} />}
      {dialog}
    </div>
  );
}

/** Adds or edits a group: a name and the words, separated by commas or lines. */
export function WordGroupDialog({ group, onClose }: { group: ModerationWordGroup | 'new'; onClose: () => void }) {
  const { t } = useTranslation('p2pOffers');
  const id = useId();
  const [name, setName] = useState(group === 'new' ? '' : group.groupName);
  const [words, setWords] = useState(group === 'new' ? '' : joinWords(group.words));

  /** What Ok sends, or throws what is missing before calling the server. */
  const vars = () => {
    const list = parseWords(words);
    if (!name.trim()) throw new Error(t('p2pOffers.messages.nameRequired'));
    if (!list.length) throw new Error(t('p2pOffers.messages.requiredEmpty'));
    return { groupName: name.trim(), words: list };
  };
  const fields = (
    <>
      <FormGroup label={t('p2pOffers.words.columns.groupName')} labelFor={`${id}-name`}>
        <InputGroup id={`${id}-name`} maxLength={64} value={name} onValueChange={setName} />
      </FormGroup>
      <FormGroup label={t('p2pOffers.words.columns.words')} labelFor={`${id}-words`} helperText={t('p2pOffers.words.wordsHelp')}>
        <TextArea id={`${id}-words`} fill rows={4} value={words} onChange={(e) => setWords(e.target.value)} />
      </FormGroup>
    </>
  );

  // adding and editing differ in title and action
  const common = { submitText: t('p2pOffers.common.save'), onClose, children: fields };
  return group === 'new' ? (
    <FormDialog {...common} title={t('p2pOffers.words.addTitle')} action={createWordGroup} vars={vars} />
  ) : (
    <FormDialog {...common} title={t('p2pOffers.words.editTitle')} action={editWordGroup} vars={() => ({ ...vars(), id: group.id })} />
  );
}
