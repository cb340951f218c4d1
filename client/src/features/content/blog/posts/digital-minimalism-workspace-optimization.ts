// Content of the built-in post "digital-minimalism-workspace-optimization" (generic post route).
export const content = `Your workspace shapes your attention before you do any work at all. A desk covered in papers, a screen full of tabs and a phone buzzing with alerts all compete for the same limited focus you need for your actual task. Digital minimalism, the idea popularised by Cal Newport of using fewer, carefully chosen tools on purpose, applies to your physical and digital workspace as much as to social media. This post is a practical checklist for setting up both.

**The physical workspace**
- Clear the desk. Keep only what the current task needs: your computer, a notepad, a pen, a glass of water. Everything else goes in a drawer or on a shelf.
- Light it well. Daylight from the side is ideal; avoid a bright window directly behind your screen, which causes glare and eye strain.
- Set the screen at a comfortable height, roughly at or slightly below eye level, and about an arm's length away.
- Keep a notepad within reach for stray thoughts, so you can write them down without opening another app.
- Give your phone a home outside arm's reach, ideally in another room, while you focus.
- Decide on sound. Some people need quiet; others do better with steady background sound or instrumental music. Headphones also tell others you are concentrating.

**The computer**
- Close email and chat during focus sessions. Open them at set times to handle messages in batches.
- Work in one window per task, in full-screen mode if possible.
- Replace open tabs with bookmarks or a reading list. A tab kept open "for later" is a small, constant invitation.
- Clean up the desktop. Move files into a few clear folders, such as Current, Reference and Archive.
- Remove browser extensions and apps you no longer use. Each one is a possible interruption, and some slow your computer down.
- Switch off notification badges and sounds for everything that does not need an immediate response.

**The phone**
- Turn notifications off by default, then allow only the people and apps that truly need to reach you.
- Keep the home screen for tools: calendar, maps, notes, camera.
- Move social media and news apps out of sight, or use them only in a browser on your computer.
- Use focus or Do Not Disturb modes during work blocks and while sleeping.
- Charge it outside the bedroom.

**Your tools**
Every tool you use should earn its place. Once a month, look at your apps and services and ask what each one does for you, whether it is the best way to get that value, and what it costs in time and attention. Prefer tools that do one job well: no feeds, no notifications you did not ask for, no account unless it is really needed, and ideally the ability to work offline.
Pomolo was designed that way. It is a focus timer and a lo-fi music player at heart, and its extras (a task list, a daily goal, statistics) stay out of the way until you want them. It opens straight onto the timer, needs no account, works offline once installed, and stays quiet apart from a bell and an optional notification at the end of each phase.

**Routines that keep it tidy**
A minimalist workspace does not stay minimalist on its own. Two short routines help.
- A start-of-day setup of a few minutes: clear the desk, close leftover windows, check the calendar and write today's first task on the notepad.
- An end-of-day shutdown of about ten minutes: note where you stopped, plan tomorrow's first task, close every app and tab, and tidy the desk so tomorrow starts clean.
Between the two, use focused intervals to keep work and checking separate. Work on one task for 25 minutes, or longer if you use 45/15 or 50/10 for deep work, then take a short break away from the screen. Handle messages in their own scheduled sessions.

**A note on shared spaces**
If you work in a shared office or at a family kitchen table, you cannot control everything. Focus on what you can: noise-cancelling headphones, a consistent spot, and an agreed signal for "please do not interrupt unless it is urgent". Tell the people around you when you will be available, and keep that promise, so they learn that waiting is easy.

**Signs your setup is working**
- You can sit down and start a focus session within a couple of minutes.
- You reach for your phone less often, because it is not within reach.
- Your breaks feel like breaks, not like a switch to another screen.
- At the end of the day you know what you did, and tomorrow's first task is already written down.
If none of this is happening after a couple of weeks, look for the one distraction that still gets through, and deal with that first.

**Start with one change**
You do not need to do all of this at once. Pick the change that would remove your biggest daily distraction, probably notifications or the phone on your desk, and make it today. Add one more each week. In a month, your workspace will ask much less of your attention, and you will have more of it left for the work that matters.`;
