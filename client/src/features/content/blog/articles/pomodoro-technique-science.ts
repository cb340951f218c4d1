// Body of "The Science Behind the Pomodoro Technique"; its opening lines are the `lead` in ../articles.ts.
export const body = `**What has actually been tested**
It is worth being honest from the start: there are few rigorous studies of the Pomodoro Technique itself. Francesco Cirillo developed it in the late 1980s from personal experience, not from a laboratory. The research that exists on the exact 25/5 routine consists mostly of small studies with students, with short durations and self-reported outcomes. They are encouraging, but they are not strong evidence on their own.
What we do have is a large body of research on the ingredients the technique combines: sustained attention, breaks, task switching and the psychology of getting started. Looking at those ingredients tells us why the method helps many people, and also where popular explanations go too far.

**Attention fades with time on task**
One of the oldest findings in attention research is the vigilance decrement. In the 1940s, Norman Mackworth studied radar operators and designed a "clock test" in which people watched a pointer for occasional double jumps. Detection got worse as the session went on, and the effect has been reproduced many times since, in many kinds of monotonous monitoring tasks.
Why it happens is still debated. One family of theories says that sustained attention uses up a limited resource. Another says that the brain keeps weighing the task against other things it could be doing, and as the task grows dull, attention drifts to those alternatives: mind-wandering rises and performance falls. In practice both views point the same way. Focus on a single demanding task does not stay constant for hours; it slips, and it slips sooner when the task is boring.

**Short breaks can reset it**
If focus slips with time on task, interrupting the time on task should help, and some experiments suggest it does. In a 2011 study in the journal Cognition, Atsunori Ariga and Alejandro Lleras found that people who briefly switched to a different task a couple of times during a long vigilance task did not show the usual decline, while people who worked straight through did. Their interpretation was that brief, deliberate breaks let the brain deactivate and then reactivate the task goal, which keeps it fresh.
A broader picture comes from research on micro-breaks, short pauses of a few minutes during work. A 2022 meta-analysis that pooled many such studies found small but reliable effects on how people felt: micro-breaks made them more energetic and less fatigued. The overall effect on performance was not statistically clear; benefits appeared mainly for less demanding tasks, and longer breaks helped more than very short ones. That is a fair summary of what breaks do: they clearly help how you feel and how long you can keep going, and they sometimes, but not always, improve output directly.
A five-minute pomodoro break sits comfortably in this range. It is long enough to leave the task and short enough not to lose it.

**Switching tasks has a cost**
Research on task switching, reviewed by Stephen Monsell in 2003 and studied in classic experiments by Joshua Rubinstein, David Meyer and Jeffrey Evans, shows that changing from one task to another costs time and accuracy, even when people expect the switch. The cost is usually small for a single switch, but it adds up in a day of constant checking.
Sophie Leroy's work on attention residue adds another piece. When people move to a new task while a previous one is unfinished, part of their attention stays with the old task, and performance on the new one suffers. Checking email "for a second" in the middle of writing is exactly this situation.
The pomodoro rule of one task per interval, with other thoughts written down for later, reduces both problems. It does not make switching free; it makes switching less frequent and more deliberate.

**Starting is the hard part**
Procrastination research suggests that we delay tasks that feel unpleasant, uncertain or far from their reward. Piers Steel's 2007 meta-analysis in Psychological Bulletin found that task aversiveness and impulsiveness were among the most consistent predictors of procrastination.
A 25-minute interval changes the task you are facing. Instead of "write the report", which is large and vague, the task becomes "work on the report until the timer rings", which is small, bounded and clearly doable. Research on implementation intentions, specific plans of the form "when X happens, I will do Y", shows that concrete plans like this help people act on their goals. Setting a timer is a tiny implementation intention: when it starts, I work on this.

**What the science does not support**
Some popular explanations of the technique go further than the evidence.
- "Breaks refill your willpower tank." The idea of ego depletion, that self-control draws on a limited energy that runs out, was influential in the 2000s. A large multi-lab replication published in 2016 found an effect close to zero, and the theory is now widely doubted. Breaks help, but probably not by refilling a tank.
- "25 minutes matches your brain's natural attention span." There is no fixed attention span of 25 minutes. It depends on the person, the task, sleep, interest and much else. The number is a practical convention.
- "Work in 90-minute ultradian cycles." Ultradian rhythms exist in sleep, but evidence for reliable 90-minute cycles of alertness during the waking day is thin and contested.
- "Nature breaks restore directed attention." Attention restoration theory proposes that natural settings restore attention. Some studies support it and others do not, and results depend heavily on how attention is measured. A walk outside is pleasant and likely good for you; the specific attention claims remain contested.

**What this means in practice**
- Keep intervals short enough that starting feels easy, especially for tasks you are avoiding.
- Protect each interval from switching: one task, notifications off, distractions written down.
- Take real breaks away from the task, and avoid breaks that pull you into another demanding context.
- Treat the exact numbers as adjustable. The classic 25/5 is a good default; 15/3 can make hard starts easier, and 45/15 or 50/10 can suit deep work. Test them on yourself.
- After about four intervals, take a longer break of 15 to 30 minutes.

**The bottom line**
The Pomodoro Technique is not magic, and it is not backed by a unique body of research. It is a well-designed package of practices that the research on attention, breaks, task switching and procrastination does support in general terms. If you use it as a flexible experiment rather than a rigid rule, and judge it by whether you start more easily and finish the day less drained, you are using it the way the evidence suggests.`;
