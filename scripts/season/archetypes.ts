/**
 * Deck archetypes of the default season, written against the English names of the card data
 * (name_en; "Name@SET NUM" picks one English print when several cards share a name; "A|B" takes
 * the first alternative legal at the event). The generator resolves every reference to a Chinese
 * print legal on the event's date, so an archetype appears only while its cards are legal.
 */

export type CardRef = string;
export type Line = readonly [CardRef, number];

export interface VariantTemplate {
  /** Extra cards of the variant; the first one is its key card and names it. */
  cards: readonly Line[];
  /** Minimum copies of the key card (at most the copies played). */
  keyQty: number;
  icons: readonly string[];
  /** Share of the archetype's players on this variant. */
  share: number;
}

export interface ArchetypeTemplate {
  key: string;
  /** The defining card: names the category and is its key card. */
  main: CardRef;
  mainQty: number;
  icons: readonly string[];
  /** Relative popularity and strength (win odds); both vary per format window. */
  popularity: number;
  power: number;
  cards: readonly Line[];
  /** Cards some players add (one or two copies). */
  techs: readonly Line[];
  /** Basic energy filling the list to 60. */
  energy: readonly CardRef[];
  variants: readonly VariantTemplate[];
}

/** Trainers every deck draws from, in the order they are added, with the usual range of copies. */
export const STAPLES: readonly (readonly [CardRef, number, number])[] = [
  ['Iono', 2, 4],
  ["Boss's Orders", 2, 3],
  ['Ultra Ball', 2, 4],
  ['Nest Ball|Buddy-Buddy Poffin', 1, 4],
  ["Professor's Research", 1, 4],
  ['Arven', 1, 4],
  ['Super Rod|Night Stretcher', 1, 2],
  ['Counter Catcher|Pokémon Catcher', 0, 2],
  ['Buddy-Buddy Poffin|Great Ball', 0, 3],
  ['Switch Cart|Switch', 0, 2],
  ['Judge', 0, 2],
];

export const ARCHETYPES: readonly ArchetypeTemplate[] = [
  {
    key: 'charizard',
    main: 'Charizard ex@OBF 125',
    mainQty: 2,
    icons: ['charizard'],
    popularity: 12,
    power: 1.15,
    cards: [
      ['Charmander', 4],
      ['Charmeleon', 1],
      ['Charizard ex@OBF 125', 3],
      ['Rare Candy', 4],
      ['Forest Seal Stone|Technical Machine: Evolution', 1],
      ['Collapsed Stadium|Pokémon League Headquarters', 1],
    ],
    techs: [
      ['Radiant Charizard|Squawkabilly ex', 1],
      ['Lost Vacuum|Counter Catcher', 1],
      ['Defiance Band', 1],
    ],
    energy: ['Fire Energy'],
    variants: [
      {
        cards: [
          ['Pidgeot ex', 2],
          ['Pidgey', 2],
        ],
        keyQty: 1,
        icons: ['charizard', 'pidgeot'],
        share: 0.6,
      },
      {
        cards: [
          ['Dusknoir|Noctowl', 2],
          ['Duskull|Hoothoot', 2],
        ],
        keyQty: 1,
        icons: ['charizard', 'dusknoir'],
        share: 0.2,
      },
    ],
  },
  {
    key: 'gardevoir',
    main: 'Gardevoir ex',
    mainQty: 2,
    icons: ['gardevoir'],
    popularity: 10,
    power: 1.1,
    cards: [
      ['Ralts', 4],
      ['Kirlia', 3],
      ['Gardevoir ex', 2],
      ['Rare Candy', 2],
      ['Technical Machine: Evolution|Bravery Charm', 2],
      ['Earthen Vessel|Energy Retrieval', 2],
    ],
    techs: [
      ['Mew ex', 1],
      ['Radiant Greninja|Klefki', 1],
      ['Counter Catcher', 1],
    ],
    energy: ['Psychic Energy'],
    variants: [
      {
        cards: [
          ['Drifloon', 2],
          ['Scream Tail', 1],
        ],
        keyQty: 2,
        icons: ['gardevoir', 'drifloon'],
        share: 0.55,
      },
      {
        cards: [
          ['Mimikyu ex', 1],
          ['Mimikyu', 1],
        ],
        keyQty: 1,
        icons: ['gardevoir', 'mimikyu'],
        share: 0.2,
      },
    ],
  },
  {
    key: 'miraidon',
    main: 'Miraidon ex@SVI 81',
    mainQty: 2,
    icons: ['miraidon'],
    popularity: 8,
    power: 1.0,
    cards: [
      ['Miraidon ex@SVI 81', 3],
      ['Electric Generator', 4],
      ['Future Booster Energy Capsule|Defiance Band', 2],
      ['Squawkabilly ex|Mew ex', 1],
    ],
    techs: [
      ['Zapdos ex', 1],
      ['Raichu V|Pikachu ex', 1],
      ['Rotom V|Tapu Koko ex', 1],
    ],
    energy: ['Lightning Energy'],
    variants: [
      { cards: [['Iron Hands ex', 2]], keyQty: 1, icons: ['miraidon', 'iron-hands'], share: 0.55 },
      { cards: [['Raichu V', 2]], keyQty: 2, icons: ['miraidon', 'raichu'], share: 0.2 },
    ],
  },
  {
    key: 'chien-pao',
    main: 'Chien-Pao ex',
    mainQty: 2,
    icons: ['chien-pao'],
    popularity: 7,
    power: 1.05,
    cards: [
      ['Chien-Pao ex', 2],
      ['Frigibax', 4],
      ['Arctibax', 1],
      ['Rare Candy', 3],
      ['Superior Energy Retrieval', 2],
      ['Irida|Earthen Vessel', 2],
    ],
    techs: [
      ['Radiant Greninja|Wellspring Mask Ogerpon ex', 1],
      ['Bibarel', 1],
      ['Manaphy|Iron Bundle', 1],
    ],
    energy: ['Water Energy'],
    variants: [{ cards: [['Baxcalibur', 3]], keyQty: 2, icons: ['chien-pao', 'baxcalibur'], share: 0.85 }],
  },
  {
    key: 'dragapult',
    main: 'Dragapult ex',
    mainQty: 2,
    icons: ['dragapult'],
    popularity: 11,
    power: 1.12,
    cards: [
      ['Dreepy', 4],
      ['Drakloak', 4],
      ['Dragapult ex', 3],
      ['Rare Candy', 2],
      ['Night Stretcher|Super Rod', 1],
    ],
    techs: [
      ['Budew', 1],
      ['Bloodmoon Ursaluna ex', 1],
      ['Counter Catcher', 1],
      ['Secret Box|Master Ball', 1],
    ],
    energy: ['Fire Energy', 'Psychic Energy'],
    variants: [
      {
        cards: [
          ['Fezandipiti ex', 1],
          ['Dusknoir', 1],
        ],
        keyQty: 1,
        icons: ['dragapult', 'fezandipiti'],
        share: 0.45,
      },
      {
        cards: [
          ['Pidgeot ex', 2],
          ['Pidgey', 2],
        ],
        keyQty: 1,
        icons: ['dragapult', 'pidgeot'],
        share: 0.3,
      },
    ],
  },
  {
    key: 'iron-thorns',
    main: 'Iron Thorns ex',
    mainQty: 3,
    icons: ['iron-thorns'],
    popularity: 4,
    power: 0.95,
    cards: [
      ['Iron Thorns ex', 4],
      ['Future Booster Energy Capsule', 4],
      ['Crushing Hammer|Pal Pad', 3],
      ['Energy Retrieval', 2],
    ],
    techs: [
      ['Iron Hands ex', 1],
      ['Pokémon Catcher', 1],
      ['Hisuian Heavy Ball|Great Ball', 1],
    ],
    energy: ['Lightning Energy'],
    variants: [{ cards: [['Iron Hands ex', 2]], keyQty: 2, icons: ['iron-thorns', 'iron-hands'], share: 0.3 }],
  },
  {
    key: 'giratina',
    main: 'Giratina VSTAR',
    mainQty: 2,
    icons: ['giratina-origin'],
    popularity: 7,
    power: 1.05,
    cards: [
      ['Giratina V', 3],
      ['Giratina VSTAR', 2],
      ['Comfey', 4],
      ["Colress's Experiment", 4],
      ['Lost Vacuum', 2],
      ['Energy Switch|Trekking Shoes', 2],
    ],
    techs: [
      ['Cramorant', 1],
      ['Sableye', 1],
      ['Radiant Charizard', 1],
    ],
    energy: ['Grass Energy', 'Psychic Energy'],
    variants: [
      {
        cards: [
          ['Sableye', 2],
          ['Cramorant', 1],
        ],
        keyQty: 2,
        icons: ['giratina-origin', 'sableye'],
        share: 0.4,
      },
    ],
  },
  {
    key: 'lugia',
    main: 'Lugia VSTAR',
    mainQty: 2,
    icons: ['lugia'],
    popularity: 6,
    power: 1.0,
    cards: [
      ['Lugia V', 4],
      ['Lugia VSTAR', 3],
      ['Archeops', 3],
      ['Double Turbo Energy', 4],
      ['Jet Energy|Luminous Energy', 2],
    ],
    techs: [
      ['Lumineon V', 1],
      ['Bloodmoon Ursaluna ex|Snorlax', 1],
      ['Iron Hands ex', 1],
    ],
    energy: ['Lightning Energy'],
    variants: [
      {
        cards: [
          ['Cinccino', 2],
          ['Minccino', 2],
        ],
        keyQty: 2,
        icons: ['lugia', 'cinccino'],
        share: 0.5,
      },
    ],
  },
  {
    key: 'roaring-moon',
    main: 'Roaring Moon ex',
    mainQty: 2,
    icons: ['roaring-moon'],
    popularity: 6,
    power: 1.02,
    cards: [
      ['Roaring Moon ex', 3],
      ['Ancient Booster Energy Capsule', 2],
      ["Professor Sada's Vitality", 4],
      ['Earthen Vessel', 3],
      ['Dark Patch|Energy Retrieval', 2],
    ],
    techs: [
      ['Flutter Mane', 1],
      ['Koraidon ex@SVI 125', 1],
      ['Squawkabilly ex', 1],
    ],
    energy: ['Darkness Energy'],
    variants: [{ cards: [['Flutter Mane', 2]], keyQty: 2, icons: ['roaring-moon', 'flutter-mane'], share: 0.5 }],
  },
  {
    key: 'raging-bolt',
    main: 'Raging Bolt ex',
    mainQty: 2,
    icons: ['raging-bolt'],
    popularity: 9,
    power: 1.1,
    cards: [
      ['Raging Bolt ex', 3],
      ['Earthen Vessel', 4],
      ["Professor Sada's Vitality", 4],
      ['Energy Retrieval', 2],
    ],
    techs: [
      ['Squawkabilly ex|Fezandipiti ex', 1],
      ['Bloodmoon Ursaluna ex', 1],
      ['Prime Catcher', 1],
    ],
    energy: ['Lightning Energy', 'Fighting Energy', 'Grass Energy'],
    variants: [{ cards: [['Teal Mask Ogerpon ex', 3]], keyQty: 2, icons: ['raging-bolt', 'ogerpon'], share: 0.75 }],
  },
  {
    key: 'gholdengo',
    main: 'Gholdengo ex',
    mainQty: 2,
    icons: ['gholdengo'],
    popularity: 6,
    power: 1.0,
    cards: [
      ['Gimmighoul', 4],
      ['Gholdengo ex', 3],
      ['Superior Energy Retrieval', 2],
      ['Earthen Vessel|Energy Search', 2],
    ],
    techs: [
      ['Radiant Jirachi|Mew ex', 1],
      ['Fezandipiti ex|Squawkabilly ex', 1],
      ['Prime Catcher|Counter Catcher', 1],
    ],
    energy: ['Metal Energy'],
    variants: [{ cards: [['Genesect ex|Dudunsparce', 2]], keyQty: 1, icons: ['gholdengo', 'genesect'], share: 0.3 }],
  },
  {
    key: 'terapagos',
    main: 'Terapagos ex',
    mainQty: 2,
    icons: ['terapagos'],
    popularity: 6,
    power: 1.0,
    cards: [
      ['Terapagos ex', 3],
      ['Hoothoot', 2],
      ['Noctowl', 2],
      ['Pokémon League Headquarters|Beach Court', 2],
      ['Rare Candy|Technical Machine: Evolution', 1],
    ],
    techs: [
      ['Bloodmoon Ursaluna ex', 1],
      ['Dunsparce', 1],
      ['Fan Rotom|Squawkabilly ex', 1],
    ],
    energy: ['Grass Energy', 'Water Energy'],
    variants: [
      {
        cards: [
          ['Dudunsparce', 2],
          ['Dunsparce', 2],
        ],
        keyQty: 1,
        icons: ['terapagos', 'dudunsparce'],
        share: 0.4,
      },
    ],
  },
  {
    key: 'archaludon',
    main: 'Archaludon ex',
    mainQty: 2,
    icons: ['archaludon'],
    popularity: 5,
    power: 1.03,
    cards: [
      ['Duraludon', 4],
      ['Archaludon ex', 3],
      ['Earthen Vessel', 2],
      ['Energy Retrieval|Superior Energy Retrieval', 2],
    ],
    techs: [
      ['Budew', 1],
      ['Fezandipiti ex', 1],
      ['Prime Catcher', 1],
    ],
    energy: ['Metal Energy'],
    variants: [
      {
        cards: [
          ['Cinccino', 2],
          ['Minccino', 2],
        ],
        keyQty: 2,
        icons: ['archaludon', 'cinccino'],
        share: 0.3,
      },
    ],
  },
  {
    key: 'ns-zoroark',
    main: "N's Zoroark ex",
    mainQty: 2,
    icons: ['zoroark'],
    popularity: 8,
    power: 1.08,
    cards: [
      ["N's Zorua", 4],
      ["N's Zoroark ex", 3],
      ['Night Stretcher|Super Rod', 2],
      ['Dark Patch|Energy Retrieval', 1],
    ],
    techs: [
      ['Fezandipiti ex', 1],
      ['Pecharunt ex', 1],
      ['Munkidori ex', 1],
    ],
    energy: ['Darkness Energy'],
    variants: [
      { cards: [["N's Darmanitan|Munkidori ex", 2]], keyQty: 1, icons: ['zoroark', 'darmanitan'], share: 0.4 },
    ],
  },
  {
    key: 'tr-mewtwo',
    main: "Team Rocket's Mewtwo ex",
    mainQty: 2,
    icons: ['mewtwo'],
    popularity: 5,
    power: 1.02,
    cards: [
      ["Team Rocket's Mewtwo ex", 3],
      ["Team Rocket's Mimikyu|Mimikyu", 1],
      ['Energy Retrieval', 2],
      ['Earthen Vessel', 2],
    ],
    techs: [
      ["Team Rocket's Crobat ex", 1],
      ['Fezandipiti ex', 1],
      ['Latias ex', 1],
    ],
    energy: ['Psychic Energy', 'Darkness Energy'],
    variants: [
      {
        cards: [
          ["Team Rocket's Crobat ex", 2],
          ["Team Rocket's Zubat", 2],
          ["Team Rocket's Golbat", 1],
        ],
        keyQty: 1,
        icons: ['mewtwo', 'crobat'],
        share: 0.4,
      },
    ],
  },
  {
    key: 'hops-zacian',
    main: "Hop's Zacian ex",
    mainQty: 2,
    icons: ['zacian'],
    popularity: 5,
    power: 1.0,
    cards: [
      ["Hop's Zacian ex", 3],
      ["Hop's Snorlax", 2],
      ["Hop's Wooloo", 2],
      ['Energy Retrieval', 2],
    ],
    techs: [
      ["Hop's Cramorant|Cramorant", 1],
      ['Latias ex', 1],
      ['Squawkabilly ex', 1],
    ],
    energy: ['Metal Energy'],
    variants: [{ cards: [["Hop's Dubwool|Hop's Snorlax", 2]], keyQty: 2, icons: ['zacian', 'dubwool'], share: 0.5 }],
  },
  {
    key: 'cynthias-garchomp',
    main: "Cynthia's Garchomp ex",
    mainQty: 2,
    icons: ['garchomp'],
    popularity: 5,
    power: 1.04,
    cards: [
      ["Cynthia's Gible", 4],
      ["Cynthia's Gabite", 2],
      ["Cynthia's Garchomp ex", 3],
      ['Rare Candy', 3],
      ['Energy Retrieval', 1],
    ],
    techs: [
      ["Cynthia's Roserade|Budew", 1],
      ['Fezandipiti ex', 1],
      ['Counter Catcher', 1],
    ],
    energy: ['Fighting Energy'],
    variants: [
      {
        cards: [["Cynthia's Spiritomb|Cynthia's Roserade", 2]],
        keyQty: 1,
        icons: ['garchomp', 'roserade'],
        share: 0.4,
      },
    ],
  },
  {
    key: 'ionos-bellibolt',
    main: "Iono's Bellibolt ex",
    mainQty: 2,
    icons: ['bellibolt'],
    popularity: 4,
    power: 0.98,
    cards: [
      ["Iono's Tadbulb", 4],
      ["Iono's Bellibolt ex", 3],
      ["Iono's Wattrel", 3],
      ["Iono's Kilowattrel", 2],
      ['Energy Retrieval', 1],
    ],
    techs: [
      ['Raichu V|Pikachu ex', 1],
      ['Fezandipiti ex', 1],
      ['Iron Hands ex', 1],
    ],
    energy: ['Lightning Energy'],
    variants: [{ cards: [['Iron Hands ex', 1]], keyQty: 1, icons: ['bellibolt', 'iron-hands'], share: 0.4 }],
  },
  {
    key: 'regidrago',
    main: 'Regidrago VSTAR',
    mainQty: 2,
    icons: ['regidrago'],
    popularity: 5,
    power: 1.0,
    cards: [
      ['Regidrago V', 3],
      ['Regidrago VSTAR', 3],
      ['Energy Switch|Energy Retrieval', 2],
      ['Earthen Vessel|Energy Search', 3],
    ],
    techs: [
      ['Dragapult ex', 1],
      ['Giratina VSTAR', 1],
      ['Hisuian Goodra VSTAR', 1],
    ],
    energy: ['Grass Energy', 'Fire Energy'],
    variants: [{ cards: [['Teal Mask Ogerpon ex', 2]], keyQty: 1, icons: ['regidrago', 'ogerpon'], share: 0.5 }],
  },
  {
    key: 'palkia',
    main: 'Origin Forme Palkia VSTAR',
    mainQty: 2,
    icons: ['palkia-origin'],
    popularity: 4,
    power: 0.98,
    cards: [
      ['Origin Forme Palkia V', 3],
      ['Origin Forme Palkia VSTAR', 3],
      ['Irida', 3],
      ['Energy Switch|Superior Energy Retrieval', 2],
    ],
    techs: [
      ['Radiant Greninja', 1],
      ['Manaphy', 1],
      ['Kyogre', 1],
    ],
    energy: ['Water Energy'],
    variants: [{ cards: [['Kyogre', 2]], keyQty: 2, icons: ['palkia-origin', 'kyogre'], share: 0.35 }],
  },
  {
    key: 'arceus',
    main: 'Arceus VSTAR',
    mainQty: 2,
    icons: ['arceus'],
    popularity: 4,
    power: 0.97,
    cards: [
      ['Arceus V', 3],
      ['Arceus VSTAR', 2],
      ['Double Turbo Energy', 4],
      ['Trekking Shoes|Energy Switch', 2],
    ],
    techs: [
      ['Bibarel', 1],
      ['Radiant Greninja', 1],
      ['Lumineon V', 1],
    ],
    energy: ['Fighting Energy'],
    variants: [
      {
        cards: [
          ['Giratina VSTAR', 2],
          ['Giratina V', 2],
        ],
        keyQty: 1,
        icons: ['arceus', 'giratina-origin'],
        share: 0.45,
      },
    ],
  },
  {
    key: 'great-tusk',
    main: 'Great Tusk ex',
    mainQty: 2,
    icons: ['great-tusk'],
    popularity: 4,
    power: 0.96,
    cards: [
      ['Great Tusk ex', 3],
      ['Ancient Booster Energy Capsule', 2],
      ["Professor Sada's Vitality", 3],
      ['Earthen Vessel', 2],
    ],
    techs: [
      ['Koraidon ex@SVI 125', 1],
      ['Sandy Shocks ex', 1],
      ['Roaring Moon ex', 1],
    ],
    energy: ['Fighting Energy'],
    variants: [{ cards: [['Koraidon ex@SVI 125', 2]], keyQty: 2, icons: ['great-tusk', 'koraidon'], share: 0.4 }],
  },
  {
    key: 'gengar',
    main: 'Gengar ex',
    mainQty: 2,
    icons: ['gengar'],
    popularity: 3,
    power: 0.95,
    cards: [
      ['Gastly', 4],
      ['Haunter', 2],
      ['Gengar ex', 3],
      ['Rare Candy', 3],
      ['Dark Patch|Energy Retrieval', 1],
    ],
    techs: [
      ['Fezandipiti ex', 1],
      ['Pecharunt ex', 1],
      ['Munkidori ex', 1],
    ],
    energy: ['Darkness Energy'],
    variants: [{ cards: [['Munkidori ex', 2]], keyQty: 1, icons: ['gengar', 'munkidori'], share: 0.4 }],
  },
  {
    key: 'greninja',
    main: 'Greninja ex@TWM 106',
    mainQty: 2,
    icons: ['greninja'],
    popularity: 3,
    power: 0.95,
    cards: [
      ['Froakie', 4],
      ['Frogadier', 2],
      ['Greninja ex@TWM 106', 3],
      ['Rare Candy', 3],
    ],
    techs: [
      ['Bloodmoon Ursaluna ex', 1],
      ['Fezandipiti ex', 1],
      ['Cornerstone Mask Ogerpon ex', 1],
    ],
    energy: ['Fighting Energy', 'Water Energy'],
    variants: [{ cards: [['Cornerstone Mask Ogerpon ex', 2]], keyQty: 1, icons: ['greninja', 'ogerpon'], share: 0.35 }],
  },
  {
    key: 'iron-valiant',
    main: 'Iron Valiant ex',
    mainQty: 2,
    icons: ['iron-valiant'],
    popularity: 3,
    power: 0.94,
    cards: [
      ['Iron Valiant ex', 3],
      ['Future Booster Energy Capsule', 3],
      ['Iron Bundle', 2],
      ['Energy Retrieval', 1],
    ],
    techs: [
      ['Iron Hands ex', 1],
      ['Iron Leaves ex|Iron Bundle', 1],
      ['Mew ex', 1],
    ],
    energy: ['Psychic Energy'],
    variants: [{ cards: [['Iron Crown ex', 2]], keyQty: 2, icons: ['iron-valiant', 'iron-crown'], share: 0.45 }],
  },
  {
    key: 'blissey',
    main: 'Blissey ex',
    mainQty: 2,
    icons: ['blissey'],
    popularity: 2,
    power: 0.9,
    cards: [
      ['Chansey', 4],
      ['Blissey ex', 3],
      ['Energy Retrieval', 2],
      ['Rocky Helmet|Bravery Charm', 2],
    ],
    techs: [
      ['Bloodmoon Ursaluna ex', 1],
      ['Snorlax', 1],
      ['Squawkabilly ex', 1],
    ],
    energy: ['Psychic Energy', 'Fire Energy'],
    variants: [{ cards: [['Snorlax', 2]], keyQty: 2, icons: ['blissey', 'snorlax'], share: 0.3 }],
  },
];
