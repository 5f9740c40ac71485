import './requisites.css';

export { RequisiteFormDialog, type RequisiteFormDialogProps } from './RequisiteFormDialog.tsx';
export * from './requisitesApi.ts';
