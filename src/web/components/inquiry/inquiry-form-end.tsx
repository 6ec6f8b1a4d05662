import { Send } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { Spinner } from '#web/components/ui/spinner';
import { ConsentField } from './consent-field';
import type { InquiryFormValues } from './use-inquiry-form';

interface InquiryFormEndProps {
  consentId: string;
  register: UseFormRegister<InquiryFormValues>;
  errors: FieldErrors<InquiryFormValues>;
  isSubmitting: boolean;
}

/** The end of every inquiry form: the consent, what the server said, and "Submit Inquiry". */
export function InquiryFormEnd({ consentId, register, errors, isSubmitting }: InquiryFormEndProps) {
  return (
    <>
      <ConsentField id={consentId} registration={register('consent')} error={errors.consent?.message} />

      <FormAlert message={errors.root?.server?.message} />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="size-5" /> : <Send className="size-5" aria-hidden="true" />}
        {isSubmitting ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
    </>
  );
}
