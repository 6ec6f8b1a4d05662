import type { ComponentProps } from 'react';
import { lazyWithPreload } from '#web/lib/lazy-with-preload';
import type { GeneralInquiryForm } from './general-inquiry-form';

/**
 * The general inquiry form (react-hook-form, zod): a chunk of its own, drawn in its dialog and
 * fetched ahead with it by the button that opens it (GeneralInquiryButton).
 */
export const LazyGeneralInquiryForm = lazyWithPreload<ComponentProps<typeof GeneralInquiryForm>>(() =>
  import('./general-inquiry-form').then((module) => ({ default: module.GeneralInquiryForm })),
);
