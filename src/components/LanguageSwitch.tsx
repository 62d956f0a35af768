/** The language switch of the header and /profile (issue 16): English, ગુજરાતી, हिन्दी; sends SET_LANGUAGE. */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../domain/locale.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { useActors } from '../app/ActorsContext.tsx';
import * as css from './LanguageSwitch.css.ts';
import { visuallyHidden } from './layout.css.ts';
import { useTexts } from '../app/texts.ts';

export function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const messages = useTexts(englishMessages);
  const { session } = useActors();
  const chosen = useSelector(session, (snapshot) => languageOf(snapshot.context.language));
  const id = useId();
  return (
    <span className={css.switcher}>
      <label htmlFor={id} className={showLabel ? css.label : visuallyHidden}>
        {messages.languageLabel}
      </label>
      <select id={id} className={css.select} value={chosen} onChange={(event) => session.send({ type: 'SET_LANGUAGE', language: event.target.value })}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
