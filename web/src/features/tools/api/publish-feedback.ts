import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { feedbackKeys } from './get-feedback';

export interface FeedbackDraft {
  content: string;
  contact: string;
  images: readonly string[];
}

/** Sends feedback to the operator (pictures as the URLs their upload returned). */
export function usePublishFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, contact, images }: FeedbackDraft) =>
      api.publishFeedback({
        content,
        ...(contact ? { contact } : {}),
        ...(images.length > 0 ? { images: images.join(',') } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
