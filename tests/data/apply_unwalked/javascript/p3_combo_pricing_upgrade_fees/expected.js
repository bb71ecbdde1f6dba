'use strict';

const COMBO_DISCOUNT = 0.15;
const SIDE_UPGRADE_FEE = 1.25;
const DRINK_UPGRADE_FEE = 0.75;

function roundCents(value) {
  return Math.round(value * 100) / 100;
}

function upgradeFees(options) {
  return (options.largeSide ? SIDE_UPGRADE_FEE : 0) + (options.largeDrink ? DRINK_UPGRADE_FEE : 0);
}

function comboPrice(main, side, drink, options = {}) {
  const base = main.price + side.price + drink.price;
  const discount = options.discount ?? COMBO_DISCOUNT;
  const price = base * (1 - discount) + upgradeFees(options);
  return roundCents(price);
}

function comboSavings(main, side, drink, options = {}) {
  // Upgrades cost the same a la carte, so count them on both sides.
  const aLaCarte = main.price + side.price + drink.price + upgradeFees(options);
  return roundCents(aLaCarte - comboPrice(main, side, drink, options));
}

function describeCombo(main, side, drink, options = {}) {
  const sideLabel = options.largeSide ? `large ${side.name}` : side.name;
  const drinkLabel = options.largeDrink ? `large ${drink.name}` : drink.name;
  const price = comboPrice(main, side, drink, options).toFixed(2);
  return `${main.name} + ${sideLabel} + ${drinkLabel} — $${price}`;
}

module.exports = {
  COMBO_DISCOUNT,
  comboPrice,
  comboSavings,
  describeCombo,
  upgradeFees,
};
