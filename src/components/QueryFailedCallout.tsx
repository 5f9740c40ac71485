import { Button, Callout, Intent } from '@blueprintjs/core';
import { errorText } from './errorText.ts';

/** A read that failed, in place of what it would show: what failed (`title`), why (the refusal's words), and Retry, which reads it again. */
export function QueryFailedCallout({ title, retry, query }: { title: string; retry: string; query: { error: unknown; refetch: () => Promise<unknown> } }) {
  return (
    <Callout intent={Intent.DANGER} role="alert" compact title={title}>
      <p>{errorText(query.error)}</p>
      <Button text={retry} onClick={() => void query.refetch()} />
    </Callout>
  );
}
