import type { Plugin } from 'vite';

export function startupScreenTexts(): Plugin;

export function catalogueTexts(language: string): Map<string, unknown>;

export function withTexts(html: string, texts: Map<string, unknown>): string;
