// The default upload action of spec/accounts.md §5, §7: POST /api/upload/assets, multipart, with
// the session's headers (a custom header also forces the CORS preflight that keeps this CSRF-safe).
import { authHeaders, sessionStore } from '../auth/sessionStore';
import { t } from './texts';
import { payloadText, serverText } from '../graphql/requestOutcome';

export const UPLOAD_ACTION = '/api/upload/assets';
export const UPLOAD_DEFAULTS = { limit: 1, accept: '.png,.jpg,.jpeg' } as const;
export const UPLOAD_MESSAGES = {
  complete: t('shared.forms.upload.complete'),
  failed: t('shared.forms.upload.failed'),
  removed: t('shared.forms.upload.removed'),
  deleteFailed: t('shared.forms.upload.deleteFailed'),
  invalidResponse: t('shared.forms.upload.invalidResponse'),
  invalidGallery: t('shared.forms.upload.invalidGallery'),
} as const;

/** The display types the spec names, as antd's upload list types; null for any other (spec: a warning). */
export function galleryListType(type: string): 'picture' | 'picture-card' | 'text' | null {
  switch (type) {
    case 'picture-grid':
      return 'picture';
    case 'picture-card':
      return 'picture-card';
    case 'list':
      return 'text';
    default:
      return null;
  }
}

export interface UploadedAsset {
  id: string;
  srcUrl: string;
  thumbUrl: string;
}

export type UploadOutcome = { ok: true; asset: UploadedAsset; message: string } | { ok: false; message: string };

interface UploadAnswer {
  id?: string | null;
  srcUrl?: string | null;
  thumbUrl?: string | null;
  error?: { message?: string | null; code?: string | null; textCode?: string | null } | null;
  success?: { message?: string | null; textCode?: string | null } | null;
}

/** What the upload's answer means: the asset, or the server's message, or 'Error uploading file..'. */
export function uploadOutcome(answer: UploadAnswer | null | undefined): UploadOutcome {
  if (answer?.error?.message) return { ok: false, message: serverText(answer.error, answer.error.message) };
  if (answer?.id && answer.srcUrl && answer.thumbUrl) {
    return {
      ok: true,
      asset: { id: answer.id, srcUrl: answer.srcUrl, thumbUrl: answer.thumbUrl },
      message: payloadText(answer.success) || UPLOAD_MESSAGES.complete,
    };
  }
  return { ok: false, message: UPLOAD_MESSAGES.failed };
}

export async function uploadAsset(
  file: Blob & { name?: string },
  options: { name?: string; thumbSize?: number; data?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('file', file, file.name ?? 'upload');
  body.append('name', options.name ?? file.name ?? 'upload');
  if (options.thumbSize) body.append('thumbSize', String(options.thumbSize));
  for (const [key, value] of Object.entries(options.data ?? {})) body.append(key, value);
  try {
    const response = await fetch(UPLOAD_ACTION, {
      method: 'POST',
      headers: {
        ...authHeaders(sessionStore.getTokens()),
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
      },
      body,
      signal: options.signal,
    });
    // Rotated tokens come back in the headers, as on /graphql.
    const token = response.headers.get('token');
    if (token) sessionStore.setTokens(token, response.headers.get('refresh-token'));
    const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
    return uploadOutcome(answer);
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.failed };
  }
}

/** The uploaded asset behind stored URLs (an avatar): the id is the file's name, /media/uploads/<owner>/<id>.png. */
export function assetFromUrls(srcUrl: string, thumbUrl?: string | null): UploadedAsset {
  const name = srcUrl.slice(srcUrl.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return { id: dot > 0 ? name.slice(0, dot) : name, srcUrl, thumbUrl: thumbUrl || srcUrl };
}

export type RemoveOutcome = { ok: true; message: string } | { ok: false; message: string };

interface DeleteAnswer {
  data?: {
    deleteUpload?: {
      _id?: string | null;
      error?: { message?: string | null } | null;
      success?: { message?: string | null; textCode?: string | null } | null;
    } | null;
  } | null;
  error?: unknown;
}

/** deleteUpload's answer (spec §8): 'File removed'; 'Deletion request failed' on an error or failure; 'Invalid response' when empty. */
export function deleteUploadOutcome(answer: DeleteAnswer): RemoveOutcome {
  const result = answer.data?.deleteUpload;
  if (result?.error || answer.error) return { ok: false, message: UPLOAD_MESSAGES.deleteFailed };
  if (result?._id) return { ok: true, message: payloadText(result.success) || UPLOAD_MESSAGES.removed };
  return { ok: false, message: UPLOAD_MESSAGES.invalidResponse };
}
