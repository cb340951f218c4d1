import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { AboutText } from '../about-data.ts';

const about: AboutText = {
  mission: [
    'Starting is the hardest part of focused work. The blank document, the unread chapter, the bug that has resisted you all morning: the task feels large, the phone is close, and ten minutes disappear before the first real minute of work. Pomolo exists to make that first minute easy.',
    'Our mission is simple: help anyone start focusing in one click, and keep going with calm music and honest breaks, on whatever device they have, online or offline, without an account, a subscription or a tracker watching them do it.',
  ],
  science: [
    'Pomolo is built on the Pomodoro Technique, developed by Francesco Cirillo in the late 1980s and named after the tomato-shaped kitchen timer he used as a student. You work on one task for a fixed block, classically 25 minutes, then take a short break, usually 5 minutes, and a longer one of 15 to 30 minutes after about four blocks.',
    'Several well-studied effects explain why it works. Attention fades over long stretches of a single task; psychologists call it the vigilance decrement, and experiments have shown that brief, planned breaks keep performance steadier than pushing on without a pause. Switching between tasks leaves “attention residue”: part of your mind stays on the previous task, so one task per block protects the block. And a short, fixed commitment lowers the emotional cost of starting, which is where procrastination usually wins.',
    'Music helps some people and distracts others. Research on the “irrelevant speech effect” shows that lyrics in particular compete with reading and writing for the same mental resources, which is why our tracks are instrumental, steady and unobtrusive. If you work better in silence, the timer works perfectly well without the music.',
  ],
  different: [
    [
      {
        lead: 'Timer and music in one place.',
        text: 'No second tab with a video stream, no advertisements between tracks. Four categories of lo-fi (Study & Focus, Chill & Relax, Coffee & Jazz, Sleep & Calm) play right next to the timer. Beside them, the Soundscape panel mixes rain, wind, a stream, noise and other ambient sounds, made live in your browser.',
      },
      {
        lead: 'Flexible, not fussy.',
        text: `The classic ${F.defaultPair} is the default, with presets for ${F.presetExtended} and ${F.presetLongForm} and any custom pair from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes of work and ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes of break. A long break comes after every ${F.longBreakEvery} focus sessions, and a task list, a daily goal and your statistics are there when you want them.`,
      },
      {
        lead: 'Accurate in the background.',
        text: 'The timer runs in its own worker and is computed from the clock, so it does not drift when your browser slows down a background tab.',
      },
      {
        lead: 'Works offline and installs like an app.',
        text: 'After one visit, Pomolo works without a connection, and you can add it to your home screen or dock as a Progressive Web App.',
      },
      {
        lead: 'Private by design.',
        text: 'No account, no sign-up, no advertising or analytics trackers. Your settings stay in your browser. Sync between your devices is optional and end-to-end encrypted.',
      },
      {
        lead: 'For everyone.',
        text: 'The interface speaks 11 languages, works with a keyboard and a screen reader, and offers light and dark mode with six colour themes.',
      },
      { lead: 'Free.', text: 'Everything, for everyone, with no premium tier.' },
    ],
  ],
  story: [
    'Pomolo was founded in 2024 by people who used the Pomodoro Technique every day and were tired of juggling. The timer lived in one tab, the music in another, each with its own ads, sign-up prompts and autoplaying recommendations that pulled attention away from the very work they were meant to protect. And as soon as the train went into a tunnel, both stopped working.',
    'So we built the tool we wanted: one quiet page with a timer you can trust and music that stays in the background, that opens instantly, keeps working offline and asks nothing of you. We shared it with friends, classmates and colleagues, listened to what they missed, and kept refining it. Pomolo is the result, and it keeps changing with the feedback of the people who use it.',
  ],
  team: [
    'Pomolo is made by a small, independent team of developers and designers, with a hand from the students, writers and programmers who test every new version. We are not backed by advertisers, which means we answer only to the people who use Pomolo.',
    'We use Pomolo ourselves, every working day, and many of its details come from our own frustrations: the bell that should not ring late after a laptop wakes from sleep, the break that should not start before you actually step away, the timer that should not lose seconds in a background tab.',
  ],
  roadmap: [
    'These are the next things we are working on. They are plans, not promises, and your suggestions shape their order.',
    [
      'More music: new generated tracks in every category, and new moods alongside the existing four.',
      'The legal pages and the blog articles in all 11 languages, as the interface, the FAQ and this page already are.',
      'Finer control over sounds: choose the bell and set its volume.',
      'Syncing your settings, tasks and history between your own devices, end-to-end encrypted and still without an account.',
    ],
  ],
  values: [
    [
      {
        lead: 'Calm over clever.',
        text: 'Every feature has to earn its place by helping you focus, not by keeping you on the page.',
      },
      {
        lead: 'Respect for your attention and your data.',
        text: 'No dark patterns, no trackers, nothing collected that we do not need.',
      },
      {
        lead: 'Access for everyone.',
        text: 'Free, in many languages, usable with a keyboard and a screen reader, on old and new devices.',
      },
      {
        lead: 'Honesty.',
        text: 'We explain what Pomolo does and does not do, and we tell you when something breaks.',
      },
    ],
  ],
  community: [
    'Pomolo grows with the people who use it. Many of its features started as a message from someone who wanted to study, write or code a little better. Our blog shares practical guides on focus, procrastination and planning your day, and our door is always open for questions, ideas and bug reports.',
  ],
};

export default about;
