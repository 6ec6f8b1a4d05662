import type { ComponentProps } from 'react';
import { lazyWithPreload } from '#web/lib/lazy-with-preload';
import type { InquiryForm } from './inquiry-form';

/**
 * The booking inquiry form (react-hook-form, zod): a chunk of its own, drawn in its dialog and
 * fetched ahead with it by the button that opens it (InquiryButton).
 */
export const LazyInquiryForm = lazyWithPreload<ComponentProps<typeof InquiryForm>>(() =>
  import('./inquiry-form').then((module) => ({ default: module.InquiryForm })),
);
