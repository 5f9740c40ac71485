import { Button, ButtonGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './listPage.css';

/** Props of {@link ViewButtons}. */
export interface ViewButtonsProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  views: readonly V[];
  /** The view on screen: its button is pressed. */
  current: V;
  /** The words of a view's button (and a count beside them, if the view has one). */
  titleOf: (view: V) => ReactNode;
  onChoose: (view: V) => void;
}

/**
 * A list page's views as pressed/unpressed buttons (one list whose filters switch with the view),
 * where `ViewTabs` would put each view in its own tab panel. Lays out in a `console-list-page`.
 */
export function ViewButtons<V extends string>({ label, views, current, titleOf, onChoose }: ViewButtonsProps<V>) {
  return (
    <ButtonGroup role="group" aria-label={label} className="console-list-views">
      {views.map((view) => (
        <Button key={view} active={view === current} aria-pressed={view === current} onClick={() => onChoose(view)}>
          {titleOf(view)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
