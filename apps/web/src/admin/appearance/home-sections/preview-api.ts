import type { HomeSection } from '@emporia/contracts/home-sections';
import type { ThemePreview } from '@emporia/contracts/theme';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminHttp } from '../../../app/http';

/**
 * What the unsaved sections would show (POST …/themes/{theme}/preview), asked again 300 ms
 * after the merchant stops typing; the last answer stays meanwhile. Invalid drafts keep the
 * last good answer (the form shows their errors).
 */
export function useSectionsPreview(theme: string, sections: HomeSection[]): ThemePreview | undefined {
  const json = JSON.stringify(sections);
  const [asked, setAsked] = useState(json);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(json), 300);
    return () => window.clearTimeout(timer);
  }, [json]);
  const preview = useQuery({
    queryKey: ['admin', 'appearance', 'themes', theme, 'preview', asked],
    queryFn: async () =>
      (
        await adminHttp.post<{ data: ThemePreview }>(`/api/v1/admin/appearance/themes/${theme}/preview`, {
          home_sections: JSON.parse(asked),
        })
      ).data.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return preview.data;
}

/**
 * The draft as the preview frame shows it: rich text only as the server sanitised it (the frame
 * is the admin's own origin), other settings as typed so the preview follows every key.
 */
export function previewedSections(draft: HomeSection[], preview: ThemePreview | undefined): HomeSection[] {
  const sanitised = new Map((preview?.home_sections ?? []).map((s) => [s.key, s]));
  return draft.map((section) => {
    if (section.type !== 'rich_text') return section;
    const safe = sanitised.get(section.key);
    return safe?.type === 'rich_text'
      ? { ...section, body: safe.body, body_translations: safe.body_translations }
      : { ...section, body: '', body_translations: {} };
  });
}
