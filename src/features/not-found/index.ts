/** The not-found screen group (one lazy chunk). */
export { NotFoundPage } from './NotFoundPage.tsx';
