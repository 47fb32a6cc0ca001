import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/types';

type Api = PortalDataProvider;

/** The onboarding screens' react-query keys and fetches side by side (dataProvider/api/onboarding). */
export const onboardingQueries = {
  /** The contract text comes in the interface language (until signed): one cache per language. */
  contract: (api: Api, language: string) =>
    queryOptions({ queryKey: ['contract', language], queryFn: () => api.getContract() }),
  certificationTypes: (api: Api) =>
    queryOptions({
      queryKey: ['certificationTypes'],
      queryFn: () => api.getCertificationTypes(),
    }),
};

/** react-admin's list and detail queries of the certifications resource start with its name. */
export const CERTIFICATIONS_KEY = ['certifications'] as const;
