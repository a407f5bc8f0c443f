// Words of life outside work. An answer full of them, and empty of the question's own field, is
// about something else: that is the evidence an off-topic call rests on (DESIGN rule 15). Words a
// job's own field uses (a travel agent's "holiday", a chef's "recipe") never count against it.
export const EVERYDAY_TOPICS: { label: string; terms: string }[] = [
  {
    label: "food and cooking",
    terms:
      "cook, cooking, recipe, rice, biryani, onion, spice, saffron, curry, fish curry, dal, chapati, roti, dosa, idli, vada pav, rajma, chawal, paneer, masala, cake, bakery, dinner, lunch, breakfast, kitchen, tea stall, filter coffee, sweets, snack, restaurant, meal, pot, oven, fry, fried, soak, dough, ginger, sugar, chutney, pickle, mango, dessert, ice cream",
  },
  {
    label: "sport and fitness",
    terms:
      "cricket, wicket, batting, bowling, football, match, tournament, district cup, stadium, swimming, swim, pool, lengths, float, gym, yoga, trek, trekking, climb, summit, marathon, jog, badminton, tennis, kabaddi, fielding, captain, league, goalkeeper, workout, kilos, cycling, hike",
  },
  {
    label: "travel and holidays",
    terms:
      "holiday, holidays, vacation, trip, train, sleeper berth, flight, beach, homestay, hotel, journey, station, tourist, sightseeing, waterfall, hills, tea garden, jeep, elephant, Goa, Munnar, Manali, Kedarkantha, paddy field, coast, resort, backpack, luggage",
  },
  {
    label: "family and home",
    terms:
      "family, mother, father, mom, dad, brother, sister, cousin, grandmother, grandfather, son, daughter, children, child, wife, husband, uncle, aunt, wedding, birthday, party, neighbour, flat, bedroom, furniture, paint, repaint, wall, sofa, festival, Diwali, Holi, Eid, Christmas, guest, relative, friend, school friend, homework, hostel, college, housing society, society, residents, parking, landlord, rent, painter, repair, terrace, balcony, tap, washer, plumber, chair, newspaper, temple, reunion, retirement, fractions",
  },
  {
    label: "films, music and books",
    terms:
      "film, movie, cinema, song, music, playlist, singer, actor, actress, series, novel, concert, dance, Bollywood, Rahman, Lagaan, album, guitar, painting, drawing class, theatre play, episode, netflix",
  },
  {
    label: "gardens, pets and nature",
    terms:
      "garden, gardening, plant, tulsi, curry leaves, rose, flower, bloom, compost, seed, sow, tomato, chilli, dog, puppy, cat, kitten, pet, shelter, walk, postman, weather, rain, monsoon, snow, sunrise, sunset, river, mountain, bird, tree, leaves, glove",
  },
  {
    label: "personal errands",
    terms:
      "scooter, motorbike, car, bus stand, auto rickshaw, traffic jam, market, shopping, mall, hardware shop, rupees, groceries, electricity bill, haircut, alarm clock, morning routine",
  },
];

/** Words of working life in any field: a story about a colleague is about work, whatever the job. */
export const WORKPLACE_TERMS =
  "colleague, teammate, team, manager, lead, boss, senior, junior, client, customer, patient, stakeholder, project, deadline, meeting, stand-up, sprint, shift, ward, office, release, report, review, role, job, company, department, task, handover, duty, supervisor, nurse, doctor, developer, designer, engineer, analyst, squad, product owner, support, incident, pull request, ticket, process, policy, training, promotion, appraisal, hospital, clinic, store, branch, site, plant, warehouse, employer, intern, internship, workplace, organisation, business, vendor, contractor, workshop";
