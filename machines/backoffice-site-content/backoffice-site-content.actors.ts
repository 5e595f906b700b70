// Site content I/O (issue 16): everything the editor shows (opsGetSiteContent) and one save per kind
// (opsSaveBanner, opsSaveContentPage, opsSavePopup, opsSaveFooterText, opsSaveSiteOption); the server
// sanitises rich text and answers what it stored.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type OpsSiteContent = Schemas['OpsSiteContent'];
export type OpsBanner = Schemas['OpsBanner'];
export type OpsContentPage = Schemas['OpsContentPage'];
export type OpsPopup = Schemas['OpsPopup'];
export type OpsFooterText = Schemas['OpsFooterText'];
export type OpsSiteOption = Schemas['OpsSiteOption'];

/** What one save sends, by kind. */
export type SiteSave =
  | { kind: 'banner'; body: Schemas['OpsBannerSaveRequest'] }
  | { kind: 'page'; body: Schemas['OpsContentPageSaveRequest'] }
  | { kind: 'popup'; body: Schemas['OpsPopupSaveRequest'] }
  | { kind: 'footer'; body: Schemas['OpsFooterTextSaveRequest'] }
  | { kind: 'option'; body: Schemas['OpsSiteOptionSaveRequest'] };

/** What the server stored, by kind. */
export type SiteSaved =
  | { kind: 'banner'; item: OpsBanner; message: string }
  | { kind: 'page'; item: OpsContentPage; message: string }
  | { kind: 'popup'; item: OpsPopup; message: string }
  | { kind: 'footer'; item: OpsFooterText; message: string }
  | { kind: 'option'; item: OpsSiteOption; message: string };

/** The site content editor's I/O, closing over the API client the app edge provides. */
export const siteContentActors = (api: ApiClient) => ({
  loadSiteContent: fromPromise<OpsSiteContent>(async ({ signal }) =>
    unwrap(await api.GET('/ops/content/site', { signal })).data,
  ),
  saveSiteItem: fromPromise<SiteSaved, { save: SiteSave }>(async ({ input: { save }, signal }) => {
    switch (save.kind) {
      case 'banner': {
        const answer = unwrap(await api.POST('/ops/content/banners/save', { body: save.body, signal }));
        return { kind: 'banner', item: answer.data, message: answer.message };
      }
      case 'page': {
        const answer = unwrap(await api.POST('/ops/content/pages/save', { body: save.body, signal }));
        return { kind: 'page', item: answer.data, message: answer.message };
      }
      case 'popup': {
        const answer = unwrap(await api.POST('/ops/content/popups/save', { body: save.body, signal }));
        return { kind: 'popup', item: answer.data, message: answer.message };
      }
      case 'footer': {
        const answer = unwrap(await api.POST('/ops/content/footer/save', { body: save.body, signal }));
        return { kind: 'footer', item: answer.data, message: answer.message };
      }
      case 'option': {
        const answer = unwrap(await api.POST('/ops/content/options/save', { body: save.body, signal }));
        return { kind: 'option', item: answer.data, message: answer.message };
      }
    }
  }),
});
