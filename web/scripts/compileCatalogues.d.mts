import type { Plugin } from 'vite';

export function compileCatalogues(): Plugin;
