import type { Plugin } from 'vite';

export interface StartupQuery {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  paths: string[];
  slide: { banner: string; sizes: string; phoneWidth: number } | null;
}

export function startupQueries(): Plugin;

export function startupQueryList(): StartupQuery[];

export function bootScript(queries: StartupQuery[], pages: Record<string, { js: string[]; css: string[] }>): string;
