import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { FaqText } from '../faq-data.ts';

const faq: FaqText = {
  // Getting started
  'what-is-pomolo': {
    q: 'What is Pomolo?',
    a: 'Pomolo is a free focus timer built on the Pomodoro Technique, with a lo-fi music player right next to it. Open the page, press Start and work on one thing until the bell rings; then take a short break and go again.\n\nThere is nothing to sign up for, it runs in any modern browser on a laptop or a phone, and once it has been loaded it keeps working without an internet connection.',
  },
  'pomodoro-technique': {
    q: 'How does the Pomodoro Technique work?',
    a: 'You choose one task and give it your full attention for a fixed block of time, classically 25 minutes. When the block ends you stop, even mid-sentence, and take a 5-minute break away from the task. After about four focus blocks you take a longer break of 15 to 30 minutes.\n\nThe fixed block makes starting easier (you only commit to 25 minutes), the break keeps your attention fresh, and counting blocks gives you an honest picture of how much focused work a task really takes. Our blog has a full guide if you want to go deeper.',
  },
  account: {
    q: 'Do I need an account?',
    a: 'No. Pomolo has no visitor accounts at all. Your language, light or dark mode, colour theme and timer durations are saved in your browser on the device you are using, so they are there the next time you come back.\n\nYour devices can still share your focus history, tasks and settings: turn on sync in Settings → Sync your devices, then pair your other devices by link, QR code or typed code. There is still no e-mail and no password, and everything is encrypted on your devices before it is sent, so our server cannot read it.',
  },
  free: {
    q: 'Is Pomolo really free?',
    a: 'Yes. Pomolo costs nothing, has no premium tier, no trial period and no feature hidden behind a payment. The timer, the music, offline use and every language are available to everyone.',
  },
  languages: {
    q: 'Which languages is Pomolo available in?',
    a: 'The interface is available in 11 languages: English, German, French, Spanish, Turkish, Italian, Japanese, Chinese (Simplified), Russian, Portuguese and Korean. Each language has its own address, such as /de for German or /ja for Japanese, and your choice is remembered.\n\nThese answers and the About page are written in every one of these languages. The blog articles and the legal pages are currently available in English only.',
  },
  // The timer
  defaults: {
    q: 'What are the default timer settings?',
    a: `By default, a ${F.defaultWorkMinutes}-minute focus session is followed by a ${F.defaultBreakMinutes}-minute break, and after every ${F.longBreakEvery} focus sessions comes a long break of ${F.defaultLongBreakMinutes} minutes. The daily goal is ${F.defaultDailyGoal} focus sessions, and music you play fades out during breaks. Neither breaks nor focus sessions start by themselves until you turn on auto-start in Settings. These are the classic Pomodoro durations and a good place to start if you have never used the technique before.`,
  },
  'change-durations': {
    q: 'How do I change the work and break durations?',
    a: `Open Settings with the gear button in the header. Work sessions can last from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes and breaks from ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes. Three presets set both at once: Pomodoro (${F.presetPomodoro}), Extended (${F.presetExtended}) and Long Form (${F.presetLongForm}); any other pair is shown as Custom.\n\nUnder Focus cycles you choose how many focus sessions come before a long break (${F.longBreakEveryMin} to ${F.longBreakEveryMax}) and how long it lasts (${F.longBreakMinMinutes} to ${F.longBreakMaxMinutes} minutes), or turn long breaks off. There you also turn on auto-start for breaks and for focus, and set a daily goal of ${F.dailyGoalMin} to ${F.dailyGoalMax} focus sessions, or none.\n\nChanging a duration stops the timer and resets the remaining time. If a break is longer than half of the work session, Pomolo warns you, because such long breaks tend to break the rhythm more than they restore you.`,
  },
  'session-end': {
    q: 'What happens when a session ends?',
    a: `The bell rings and, if you have allowed it, a notification appears, so you notice even when Pomolo is in another tab. A finished focus session is added to your count of completed sessions and to your focus history. ${F.phaseSwitchSeconds} seconds later the timer switches to the next phase: a short break, or a long break after every ${F.longBreakEvery} focus sessions.\n\nBy default the next phase then waits for you to press Start, so that a break begins when you actually step away and a focus session when you are actually ready. If you prefer an unbroken rhythm, turn on "Auto-start breaks" or "Auto-start focus" in Settings and the next phase starts by itself.`,
  },
  'reset-skip': {
    q: 'What do Reset and Skip do?',
    a: `Reset stops the timer and brings you back to the start of a focus session with its full time. Skip stops the timer and moves straight to the other phase (from focus to break, or from break to focus) with its full time. Reset also starts the count towards the next long break again.`,
  },
  'background-accuracy': {
    q: 'Does the timer stay accurate when the tab is in the background?',
    a: 'Yes. The timer runs in its own background worker and always computes the remaining time from the moment the phase is due to end, rather than counting seconds down one by one. Browsers slow down background tabs, but that cannot make Pomolo drift.\n\nWhile the timer runs, the tab title shows the phase and the time left, and the little tab icon changes between focus and break, so you can glance at it from any other tab.',
  },
  shortcuts: {
    q: 'Are there keyboard shortcuts?',
    a: 'Yes: Space starts or pauses the timer, R resets it and S skips to the other phase. The shortcuts are ignored while you are typing in a text field, so they never get in the way of a form. M mutes or unmutes the music, N and P play the next and the previous track, F opens the focus view (Escape leaves it) and ? lists every shortcut. During focus, I logs an interruption; in Flowtime mode, B takes a break.',
  },
  // Music
  'music-kind': {
    q: 'What kind of music does Pomolo play?',
    a: "Calm, instrumental lo-fi in four categories: Study & Focus, Chill & Relax, Coffee & Jazz, and Sleep & Calm. More than two hours of it ships with Pomolo: 32 tracks we compose ourselves and play with sampled instruments (electric pianos, grand piano, vibraphone, guitars, upright bass, strings and brushed drums). They are released under CC0 (the instruments' MIT notice is on the Music credits page), so there are no lyrics competing for your attention and no licensing questions if you play them while streaming or recording.",
  },
  'player-use': {
    q: 'How do I use the music player?',
    a: 'Choose a category to play its first track, or pick any track from the list. The player has play and pause, previous and next, shuffle, a seek bar, a volume slider and a mute button; scrolling the mouse wheel over the volume controls adjusts the volume in small steps. On a touch screen you can swipe the cover left or right to change track.\n\nWhen a track ends, the next one in the category starts automatically, wrapping around at the end of the list, or a random one if shuffle is on.',
  },
  'music-and-timer': {
    q: 'Can the music and the timer run at the same time?',
    a: `Yes. By default the music follows the timer: it fades out when a focus session ends and fades back in when the next one starts, so your breaks are quiet. To keep the music playing through breaks, turn on "Music during breaks" in Settings; to make the music and the timer fully independent, turn off "Music follows the timer".\n\nEither way, you can pause the music at any moment without touching the timer. In browsers that support it, your keyboard media keys and the lock-screen controls of your phone also control the player.`,
  },
  'no-autoplay': {
    q: 'Why does the music not start by itself when I open the page?',
    a: 'Browsers do not allow a page to play sound before you have interacted with it, and we would not want to surprise you with music anyway. Pomolo picks a track for you when it loads and waits for you to press play.',
  },
  soundscape: {
    q: 'Can I add rain, wind or white noise?',
    a: 'Yes. The Soundscape panel on the home page mixes eleven sounds: white, pink and brown noise, light and heavy rain, distant thunder, wind, ocean waves, a crackling fire, a stream and night crickets. Each is made live in your browser, so there is nothing to download, it works offline, and it never repeats. Give each layer its own volume, start from a preset such as Rainy library, save your own mixes, or share a mix as a link.\n\nThe soundscape has its own volume and follows the timer like the music: it fades out at the break unless you keep it playing through breaks. A sleep timer can stop it after 15 to 90 minutes.',
  },
  'music-offline': {
    q: 'Can I listen to music offline?',
    a: 'Tracks you mark as favourites are downloaded to your device, with a progress bar while the download runs, and then play without any connection. The player shows how much storage your downloads use, and you can remove a download at any time. Tracks that are not downloaded need a connection to stream.',
  },
  // Offline & install
  'works-offline': {
    q: 'Does Pomolo work without an internet connection?',
    a: 'Yes. After your first visit, the whole app (the timer, settings, themes, every language and these information pages) is stored on your device and works with no network at all. Only music that you have not downloaded needs a connection.',
  },
  install: {
    q: 'How do I install Pomolo as an app?',
    a: 'Pomolo is a Progressive Web App, so you can install it straight from the browser, without an app store. In Chrome or Edge on a computer, use the install icon at the right of the address bar or "Install Pomolo" in the browser menu. On Android, open the browser menu and choose "Install app" or "Add to Home screen". On an iPhone or iPad, tap Share in Safari and choose "Add to Home Screen".\n\nThe installed app opens in its own window, starts from your home screen or dock, and works offline like the website.',
  },
  updates: {
    q: 'How do I get updates?',
    a: 'Automatically. When we publish a new version, your browser downloads it quietly in the background, and it takes over the next time you open Pomolo. There is nothing to download or install by hand.',
  },
  'storage-space': {
    q: 'How much space does Pomolo take on my device?',
    a: 'The app itself takes a few megabytes. Downloaded music takes more, depending on how many tracks you keep; the player shows the total. You can free the space at any time by removing downloads, or by clearing the site data for Pomolo in your browser settings.',
  },
  // Privacy & data
  'stored-data': {
    q: 'What do you store about me?',
    a: `Almost nothing, and most of it never leaves your device. Your preferences (language, light or dark mode, colour theme, timer, focus cycle and music settings), the timer state, your tasks, your labels, your focus history and your downloaded tracks are kept in your browser's storage on your device.\n\nOur server only receives something about you when you choose to write to us through the contact form or the recommendation form. Our Privacy Policy lists every item in detail.\n\nSync is the one other exception: when you turn it on, your focus history, tasks, timer and theme settings, saved mixes and favourite tracks (which ones, not their audio) also reach our server, but only encrypted on your device with a key that never leaves your devices: the server keeps ciphertext it cannot read, and you can erase it at any time.`,
  },
  cookies: {
    q: 'Do you use cookies or trackers?',
    a: 'Pomolo sets no advertising or analytics cookies and loads no third-party tracking scripts. The only cookie we use is the session cookie of the administration area, and only the site administrators ever receive it.',
  },
  messages: {
    q: 'What happens to the messages I send you?',
    a: 'Messages from the contact form and the recommendation form are stored on our server together with your IP address and browser type, which we use to fight spam and abuse. Only the Pomolo team reads them. We keep support communications for up to 3 years and then delete them.',
  },
  'delete-data': {
    q: 'How do I delete my data?',
    a: 'Everything kept on your device disappears when you clear the site data for Pomolo in your browser settings (or uninstall the app). To have a message you sent us deleted, write to us through the contact page and tell us roughly when you sent it and from which email address. If you turned on sync, erase the encrypted copy on our server with Settings → Sync your devices → Erase synced data from the server.',
  },
  // Troubleshooting
  'no-bell': {
    q: 'I do not hear the bell at the end of a session.',
    a: 'Check that your device is not muted and that the browser tab itself is not muted. Browsers only let a page play sound after you have interacted with it, so start the timer with a click or a key press rather than leaving it untouched. If the bell sound cannot be loaded, the timer keeps working silently.',
  },
  'no-notifications': {
    q: 'I do not get notifications.',
    a: "Notifications need your permission. If you dismissed the request, allow notifications for Pomolo in your browser's site settings. Also check that your operating system is not in a focus or do-not-disturb mode that hides them. The timer works normally without notifications; you just will not see the pop-up.",
  },
  'track-fails': {
    q: 'A track will not play.',
    a: 'When a track fails to load, Pomolo shows a message and retries on its own, up to three times. If it still fails, check your connection, pick another track or reload the page. While you are offline, only downloaded tracks can play.',
  },
  'settings-reset': {
    q: 'My settings were reset.',
    a: "Settings live in your browser's storage, so they are lost when you clear your browsing data, and private or incognito windows forget them when they close. They are also kept per browser and per device, so a different browser starts with the defaults. To keep them the same on several devices, turn on sync in Settings → Sync your devices.",
  },
  'ended-asleep': {
    q: 'The timer ended while my computer was asleep.',
    a: 'Pomolo works from the actual clock, so when your device wakes up it knows the phase has ended. The finished session is still counted, but the bell does not ring late, minutes after the fact. Press Start when you are ready for the next phase.',
  },
  'not-listed': {
    q: 'My problem is not listed here.',
    a: 'Write to us through the contact page. Tell us which browser and device you use, what you did, what you expected and what happened instead; that lets us help you much faster.',
  },
};

export default faq;
