/** Gujarati for domain/messages/http.ts (issue 16): the texts of a refused call. Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../http.ts';
import type { Translation } from '../translation.ts';

export const httpTexts: Translation<typeof en.httpTexts> = {
  unauthorized: 'પરવાનગી નથી. કૃપા કરીને ફરી લૉગિન કરો.',
  forbidden: 'આ જોવાની તમને પરવાનગી નથી.',
  notFound: 'માંગેલી માહિતી મળી નથી.',
  apiError: (status: number) => `સર્વરમાં ભૂલ: ${status}`,
  invalidJson: 'સર્વરનો જવાબ સમજાયો નહીં',
  tokenNotFound: 'તમારું લૉગિન મળ્યું નથી. કૃપા કરીને ફરી લૉગિન કરો.',
};
