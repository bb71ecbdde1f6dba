"use strict";

const { addDays, differenceInCalendarDays } = require("date-fns");
const { sendSms } = require("../notifications/sms");
const logger = require("../logger");

// How far ahead of a due date the herd manager gets a text.
const REMINDER_WINDOW_DAYS = 14;

function latestDose(animal, vaccine) {
  const doses = animal.vaccinations
    .filter((dose) => dose.vaccine === vaccine)
    .sort((a, b) => new Date(b.givenOn) - new Date(a.givenOn));
  return doses.length > 0 ? doses[0] : null;
}

function cattleBoosterDue(animal, today) {
  const last = latestDose(animal, "clostridial-7in1");
  if (!last) {
    return { due: true, dueOn: null, reason: "no recorded dose" };
  }
  const dueOn = addDays(new Date(last.givenOn), 365);
  return {
    due: differenceInCalendarDays(dueOn, today) <= REMINDER_WINDOW_DAYS,
    dueOn,
    reason: "clostridial booster",
  };
}

function sheepBoosterDue(animal, today) {
  const last = latestDose(animal, "clostridial-7in1");
  if (!last) {
    return { due: true, dueOn: null, reason: "no recorded dose" };
  }
  const dueOn = addDays(new Date(last.givenOn), 182); // six-monthly for the ewe flock
  return {
    due: differenceInCalendarDays(dueOn, today) <= REMINDER_WINDOW_DAYS,
    dueOn,
    reason: "clostridial booster",
  };
}

function goatBoosterDue(animal, today) {
  const last = latestDose(animal, "cdt");
  if (!last) {
    return { due: true, dueOn: null, reason: "no recorded dose" };
  }
  const dueOn = addDays(new Date(last.givenOn), 365);
  return {
    due: differenceInCalendarDays(dueOn, today) <= REMINDER_WINDOW_DAYS,
    dueOn,
    reason: "CDT booster",
  };
}

const CHECKS_BY_SPECIES = {
  cattle: cattleBoosterDue,
  sheep: sheepBoosterDue,
  goat: goatBoosterDue,
};

async function runReminderSweep(herd, manager, today = new Date()) {
  const dueAnimals = [];
  for (const animal of herd) {
    const check = CHECKS_BY_SPECIES[animal.species];
    if (!check) {
      logger.warn(`no booster rule for species ${animal.species} (tag ${animal.tag})`);
      continue;
    }
    const result = check(animal, today);
    if (result.due) {
      dueAnimals.push({ tag: animal.tag, paddock: animal.paddock, ...result });
    }
  }
  if (dueAnimals.length === 0) {
    return 0;
  }
  const lines = dueAnimals.map((a) => `${a.tag} (${a.paddock}): ${a.reason}`);
  await sendSms(manager.mobile, `Boosters due soon:\n${lines.join("\n")}`);
  logger.info(`sent booster reminder for ${dueAnimals.length} animals`);
  return dueAnimals.length;
}

module.exports = {
  cattleBoosterDue,
  sheepBoosterDue,
  goatBoosterDue,
  runReminderSweep,
};
