/** The chart notes of the account settings a customer changes: personal details and delete account (spec sections 2, 4 Session, 5, 6, 8). */
import { validatePersonalDetails } from '../../domain/accountRules.ts';
import { firstRuleBroken } from './refusals.ts';
import { cite, type ChartNotes } from './kit.ts';

const keptLocally = cite('6', 4, 'If the token is missing, the profile update is applied only locally with a message asking the user to log in again.');

export const personalDetailsNotes: ChartNotes = {
  guards: {
    isRefused: 'the form breaks a rule: every field filled, and the name changed',
    hasToken: 'the customer has a token to send',
    isSessionExpiredError: 'the save was answered HTTP 401 (the token expired)',
  },
  actions: {
    checkAttempt: 'checks the form once, by the personal details rules',
    forgetAttempt: 'forgets the last check',
    applyNameLocally: 'the name typed, kept in this browser only',
    forgetToken: 'drops the token the server no longer accepts',
    applySavedName: 'the name as the server saved it',
    notify: 'a toast',
    profileSaving: 'tells the session the name is being saved (a 401 then does not end it)',
    profileSaved: 'tells the session the saved name (it stores it)',
    profileKeptLocally: 'tells the session the name kept in this browser, without the token',
    profileNotSaved: 'tells the session the save failed',
  },
  says: {
    'personalDetails.checking --always [isRefused]': {
      notify: firstRuleBroken([validatePersonalDetails({ name: '', email: '', phone: '' }, 'Asha'), validatePersonalDetails({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' }, 'Asha')]),
    },
  },
  cites: {
    'personalDetails.checking --always [isRefused]': [cite('5', 10, '**Personal details**: all fields required (All fields are required); an unchanged name gives No changes to update.')],
    'personalDetails.checking --always': [keptLocally],
    'personalDetails.saving --error: updateProfile [isSessionExpiredError]': [
      cite('8', 2, 'Expired session while updating: Authentication session expired. Please log in again.; the profile is then saved locally'),
    ],
    'personalDetails.saving --error: updateProfile': [cite('8', 4, 'Failed to update profile. Please try again.')],
  },
};

export const deleteAccountNotes: ChartNotes = {
  guards: {
    hasUserId: 'the stored customer has an id',
  },
  actions: {
    notify: 'a toast',
    navigate: 'goes to',
    accountDeleted: 'the session ends, browser storage is wiped and the language is the default again',
  },
  cites: {
    'deleteAccount.idle --REQUEST_DELETE': [cite('2', 22, 'Delete account asks for confirmation (No, or Yes, delete).')],
    'deleteAccount.confirming --YES': [cite('8', 6, 'Delete account: User ID not found when no stored user')],
    'deleteAccount.deleting --done: deleteAccount': [
      cite('4', 8, 'Delete account clears all browser storage and the user.'),
      cite('2', 19, 'Delete account success goes to /.'),
    ],
    'deleteAccount.deleting --error: deleteAccount': [cite('8', 6, 'otherwise the server msg or Failed to delete account.')],
  },
};
