import type { Plugin } from 'vite';

export function startupQueries(): Plugin;

export function startupQueryList(): {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  paths: string[];
}[];
