import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
// Body of "How to Choose a Pomodoro App: A Practical Comparison"; its opening lines are the `lead` in ../articles.ts.
export const body = `**First, a word about comparisons**
Pomodoro apps change quickly. Features are added and removed, free tiers shrink, and prices move. Rather than ranking specific products that may look different by the time you read this, this guide compares the main kinds of tools, explains what to look for, and suggests a simple way to test any app in a week. Check current features and prices yourself before you commit, and be a little sceptical of any comparison, including this one, written by people who make a timer.

**The main kinds of Pomodoro tools**
**Physical kitchen timers.** The original. Francesco Cirillo developed the technique in the late 1980s with a tomato-shaped kitchen timer, and some people still prefer one. Winding a timer is a satisfying ritual, it keeps you away from screens, and its ticking is a physical reminder that a pomodoro is running. On the downside, it cannot track anything, it is noisy in shared spaces, and you cannot change the interval length precisely.
**Browser-based timers.** Open a web page and start. There is nothing to install, and they work on any computer. The catch is quality. Browsers slow down timers in background tabs to save power, so a poorly built web timer can drift or ring late when you switch to another tab. Good ones calculate the remaining time from the clock rather than counting down. Most also need an internet connection unless they are built to work offline.
**Installable web apps.** A progressive web app, or PWA, is a website that can be installed like an app. It gets its own window and icon, and, if it is built for it, keeps working offline. For a timer this combines the convenience of the web with the reliability of an installed app.
**Desktop apps.** Native apps for Windows, macOS or Linux can live in the menu bar or system tray, integrate with system focus modes, and work without a browser. They are usually tied to one platform, and they need installing and updating.
**Mobile apps.** Phone apps are always with you, which is useful for studying in a library or working away from your desk. Some are gamified, such as apps where a virtual tree grows while you leave your phone alone, and that can be motivating. The problem is that the phone is often the main distraction, so a phone timer puts the temptation right in your hand.
**Task managers with timers.** Some to-do apps include a built-in Pomodoro timer, so you can start a session from a task and see how many pomodoros each task took. That is convenient if you already live in that app, but such tools tend to be more complex and usually need an account.
**Time trackers with a Pomodoro mode.** Tools built for tracking billable hours sometimes offer a Pomodoro mode. They are strong on reports and exports, which helps freelancers, but the extra structure is overhead if you only want to focus.

**What to look for**
Whatever kind of tool you choose, these questions separate good timers from frustrating ones.
- **Accuracy.** Does the timer stay correct when the tab is in the background, the laptop sleeps, or the phone locks? A timer that rings five minutes late breaks trust quickly.
- **A clear end signal.** Is there a sound you can hear and, ideally, a notification, so you notice the end of a phase even in another window?
- **Flexible intervals.** Can you easily switch between the classic 25/5 and variations such as 15/3, 20/10, 45/15, 50/10 or 90/20? Different work suits different rhythms.
- **Long breaks.** Does the tool handle a longer 15 to 30 minute break after four pomodoros, or do you manage that yourself?
- **Friction.** How many clicks from opening the app to a running timer? For procrastinators, every extra step is a chance to give up.
- **Privacy.** Do you need an account? What data is collected, and where is it stored? A timer has little reason to know who you are.
- **Offline use.** Does it work on a train, in a library with poor Wi-Fi, or when your connection drops?
- **Distraction.** Does the app itself pull you in with feeds, streak warnings or social features? Some motivation features help; others become one more thing to check.
- **Statistics.** Do you want detailed reports, or is a simple count of completed sessions enough? More data is only useful if you actually review it.
- **Cost and business model.** Free, one-time purchase, subscription, or supported by ads? Each model affects what the app is designed to do.
- **Accessibility.** Can you control it from the keyboard? Is it readable in dark and light modes and usable with a screen reader?

**Matching tools to people**
**Students** usually benefit from something quick to start, free, and usable on a shared or library computer. A browser timer or installable web app fits well; a gamified phone app can help if you can resist the phone's other apps.
**Programmers and writers** often want longer intervals such as 50/10, keyboard control and a timer that stays out of the way. A menu-bar app or a small installed web app window works well.
**People with attention difficulties** tend to do best with very low friction, short intervals such as 15/3, clear sound cues, and as few extra features as possible to get lost in.
**Freelancers** who bill by the hour may prefer a time tracker with a Pomodoro mode, so that focus sessions and invoices come from the same data.
**Teams** sometimes use a shared timer during co-working sessions or study groups. Simplicity matters more than features here: everyone should be able to join in without setting anything up.

**How Pomolo compares, honestly**
Pomolo is an installable web app. Here is what it does well and where it stops.
- It opens straight onto a timer with the classic ${F.defaultPair} rhythm; there is no account and no sign-up.
- Presets cover ${F.presetPomodoro}, ${F.presetExtended} and ${F.presetLongForm}, and custom durations range from ${F.workMinMinutes} to ${F.workMaxMinutes} minutes of focus and ${F.breakMinMinutes} to ${F.breakMaxMinutes} minutes of break.
- The timer is calculated from the clock in a background worker, so it stays accurate when the tab is in the background.
- A bell sounds at the end of each phase, and a notification appears if you allow it. While it runs, the tab title shows the phase and the time left.
- It includes a lo-fi music player with four categories: Study & Focus, Chill & Relax, Coffee & Jazz, and Sleep & Calm. By default the music fades out when a focus session ends and back in when the next one starts.
- A Soundscape panel mixes eleven ambient sounds made live in your browser, such as brown noise, rain, wind, a crackling fire or a stream, each at its own volume; you can start from a preset, save your own mixes or share one as a link.
- A focus view fills the screen with the countdown, large, over a calm background such as Night sky or Rain on glass, with the music controls at hand and a break suggestion when the break comes.
- Besides the classic countdown, a Flowtime mode counts focus up from 0:00 until you take a break, and sizes the break to the focus you just did (a fifth by default). During focus, an interruption button (or the I key) logs each interruption with the session.
- A long break of ${F.defaultLongBreakMinutes} minutes follows every ${F.longBreakEvery} focus sessions (both adjustable, or off), and breaks and focus sessions can start by themselves if you turn on auto-start.
- An optional task list with estimated pomodoros, labels such as "Thesis" or "Reading" for your focus sessions, a daily goal, and a statistics page with a weekly chart, a year heatmap, streaks and your focus time per label, built from a focus history kept on your device that you can export as CSV or JSON.
- It can be installed as an app and works offline after your first visit.
And the limits: Pomolo is not a time tracker and has no billing, projects or invoices; its task list is a short list for the day, not a project manager with due dates and reminders; and there are no team dashboards: your own devices can share your history, tasks and settings through sync, encrypted on the device with a key the server never sees, but nothing is shared with other people. If you need those, a different kind of tool will suit you better, or you can pair Pomolo with a separate task manager.

**A one-week test drive**
The best way to choose is to try. Pick one or two tools and use each for a few days of real work, not just a five-minute demo.
- Day 1: Set it up and run four pomodoros. Note how long it took from opening the app to the first running timer.
- Day 2: Put the timer in a background tab or window and see whether it rings on time.
- Day 3: Try a variation, such as 15/3 or 50/10, and see how easy it is to change.
- Day 4: Use it somewhere with poor or no connection.
- Day 5: Review. Did the tool help you start and stay on task, or did you spend time fiddling with it?
Keep the one that disappears into the background of your work. The best Pomodoro app is the one you stop thinking about.`;
