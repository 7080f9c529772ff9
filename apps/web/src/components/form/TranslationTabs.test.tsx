import type { ContentLanguage } from '@portal/contracts/common/content-languages';
import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContentLanguageMark } from '../ContentLanguageMark.tsx';
import { missingLanguages, type TextsOfLanguages, textsOfLanguages } from '../../lib/content-languages.ts';
import { TranslationTabs } from './TranslationTabs.tsx';

/** An editor of one field, `name`, in every language but the main one. */
function NameEditor({ initial }: { initial: TextsOfLanguages<'name'> }) {
  const [main, setMain] = useState<ContentLanguage>('eng');
  const [texts, setTexts] = useState(initial);
  return (
    <TranslationTabs mainLanguage={main} onMainLanguageChange={setMain} missing={missingLanguages(texts, main, 'name')}>
      {(code, label) => (
        <TextInput
          label={label('name')}
          value={texts[code].name}
          onChange={(e) => setTexts({ ...texts, [code]: { name: e.currentTarget.value } })}
        />
      )}
    </TranslationTabs>
  );
}

describe('TranslationTabs', () => {
  it('shows a tab per other language, marks the missing ones and clears the mark once written', async () => {
    const { user } = renderWithProviders(<NameEditor initial={textsOfLanguages(['name'], { sr: { name: 'Forum' } })} />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Srpski (latinica)', 'Shqipmissing', 'Македонскиmissing']);
    expect(screen.queryByTestId('translation-missing-sr')).toBeNull();
    // Each language's field names its language, apart from the main language's own.
    expect(screen.getByLabelText('Name – Srpski (latinica)')).toHaveValue('Forum');

    await user.click(screen.getByRole('tab', { name: /Shqip/ }));
    await user.type(screen.getByLabelText('Name – Shqip'), 'Forumi');
    expect(screen.queryByTestId('translation-missing-sq')).toBeNull();
    expect(screen.getByTestId('translation-missing-mk')).toBeInTheDocument();
  });

  it('drops the main language from the tabs when it changes', async () => {
    const { user } = renderWithProviders(<NameEditor initial={textsOfLanguages(['name'], undefined)} />);
    await user.click(screen.getByTestId('main-language'));
    await user.click(await screen.findByRole('option', { name: 'Srpski (latinica)' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace('missing', ''))).toEqual(['English', 'Shqip', 'Македонски']);
  });
});

describe('ContentLanguageMark', () => {
  it("marks a text in another language than the reader's, in the reader's words", () => {
    renderWithProviders(
      <>
        <ContentLanguageMark language="eng" />
        <ContentLanguageMark language="sr" />
      </>,
      { lng: 'sq' },
    );
    expect(screen.getAllByTestId('content-language-mark').map((m) => m.textContent)).toEqual(['në gjuhën: English', 'në gjuhën: Srpski']);
  });

  it("shows nothing for a text in the reader's language", () => {
    renderWithProviders(<ContentLanguageMark language="eng" />);
    expect(screen.queryByTestId('content-language-mark')).toBeNull();
  });
});
