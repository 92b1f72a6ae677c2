package engine

import (
	"fmt"
	"math"
)

// A steak seared in a very hot heavy pan, basted with butter, garlic and thyme, and
// taken off by the thermometer: it climbs about 3°C as it rests.

func init() {
	registerOwn(&form{name: "seared steak", title: "Steak", minSkill: 0, minMinutes: 25, saltFactor: 1, fatFactor: 1,
		method: "sear", equipment: []string{"heavy skillet (cast iron or carbon steel)", "tongs", "instant-read thermometer", "spoon"},
		write: writeSearedSteak})
}

func writeSearedSteak(d *dish) {
	p := d.protein
	if p == nil {
		return
	}
	oil := d.fat
	butter := d.find("butter")
	if butter == nil { // the fat the rules put in its place
		for _, x := range d.extras {
			if x.in.Is(RoleFat) {
				butter = x
			}
		}
	}
	if oil == butter {
		oil = nil
	}
	d.size(butter, 10)
	herbs := d.where(func(x *part) bool { return x.in.Name == "thyme" || x.in.Name == "rosemary" })
	for _, h := range herbs {
		h.prep = "on the stem"
		h.grams = math.Min(h.grams, 2.4*math.Max(1, d.servings/2)) // a few sprigs a pan
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "lightly crushed, skins on"
		garlic.grams = 3 * math.Max(2, d.servings)
	}
	shallot := d.find("shallot")
	if shallot != nil {
		shallot.prep = "halved"
	}
	steaks := count(p)
	perPan := 2
	if p.in.Name == "flank steak" {
		perPan = 1
	}
	rounds := batches(steaks, perPan)
	potato := d.starch
	p.prep = "patted dry"
	name := pluralIf(p.name(), steaks)
	them := "them"
	if steaks == 1 {
		them = "it"
	}
	if oil != nil {
		oil.grams = 13.5 + 7*float64(rounds-1) // a spoonful films the pan, a little more each round
	}
	d.prepStep = len(d.steps)
	if potato != nil {
		potato.prep = "cut into 3 cm (1 1/4 in) chunks"
		roast, sheets, sheetRounds := roastPotatoSheets(potato, oil)
		d.equipment = append(d.equipment, sheetsNeeded(sheets))
		d.step(10, "Heat the oven to %s. Pat the %s dry with paper towels and season both sides generously with the salt. Meanwhile, %s.",
			temp(220), name, potato.task())
		d.step(5, "%s Leave the %s at room temperature meanwhile.", roast, name)
		// The steak sears and rests in the potatoes' last minutes, not after them.
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 30 * sheetRounds, until: -1, what: plural(potato.name())})
	} else if d.quick {
		// In a hurry the steak goes into the pan straight from its seasoning.
		d.step(2, "Pat the %s dry with paper towels and season both sides generously with the salt.", name)
	} else {
		d.step(20, "Pat the %s dry with paper towels and season both sides generously with the salt. Leave %s at room temperature for 20 minutes (or salt %s up to a day ahead and keep %s uncovered in the fridge).", name, them, them, them)
	}
	first := "the " + oilName(oil)
	if potato != nil || rounds > 1 {
		first = "1 tbsp of the " + oilName(oil) // the potatoes, or the later rounds, take the rest
	}
	heat := fmt.Sprintf("Heat a heavy skillet over high heat for 4–5 minutes, until a drop of water skitters across it. Add %s and swirl; it should shimmer and just start to smoke.", first)
	batchNote := ""
	if rounds > 1 {
		batchNote = fmt.Sprintf(" Cook them %d at a time, in %d rounds, so the pan stays hot, adding a little more oil for each round and basting each round as below.", perPan, rounds)
	}
	d.step(4+5*rounds, "%s Lay in the %s away from you and leave %s alone for 2–3 minutes, until a deep brown crust has formed; turn and sear the other side 2 minutes.%s", heat, name, them, batchNote)
	// Each round gets its own share of the butter, garlic and herbs: left in the pan
	// while the next round sears over high heat, they would burn.
	share, between, poured := "the "+butterName(butter), "", "spoon over the "+butterName(butter)+" from the pan"
	if rounds > 1 {
		share = portionOf(rounds, "the "+butterName(butter))
		between = " Pour the " + butterName(butter) + " and aromatics over the resting " + name + ", wipe out the pan and heat it again for the next round."
		poured = "spoon over the " + butterName(butter)
	}
	baste := "Lower the heat to medium and add " + share
	if len(herbs) > 0 || garlic != nil || shallot != nil {
		baste += ", " + partNames(append(optionalList(garlic, shallot), herbs...))
	}
	d.step(3*rounds, "%s. When it foams, tilt the pan and spoon it over the %s again and again for 1–2 minutes. Check the thickest part with the thermometer: take %s off at 50°C (120°F) for rare, 54°C (130°F) for medium-rare or 60°C (140°F) for medium; the temperature climbs about 3°C while resting. The USDA's safe minimum for a whole cut is 63°C (145°F) after a 3-minute rest.%s",
		baste, name, them, between)
	// A steak rests about as long as it seared, no longer: 5 minutes settles its juices.
	if eggs := steakEggs(d); eggs != nil {
		// Steak and eggs: the eggs fry in the steak's pan while it rests.
		fry, minutes := fryEggsText(eggs)
		d.step(max(5, minutes), "Rest the %s on a board for about 5 minutes. Meanwhile, pour all but a thin film of fat from the pan, set it over medium heat, %s; season them with salt and pepper. Slice the %s across the grain, %s and serve with the eggs%s.",
			name, fry, name, poured, ifAny(" and the ", optionalList(potato), ""))
		d.mentionLeftovers()
		return
	}
	d.step(5, "Rest the %s on a board for about 5 minutes, then slice across the grain and %s; season with black pepper.%s", name, poured, ifAny(" Serve with the ", optionalList(potato), "."))
	d.mentionLeftovers()
}

func butterName(p *part) string {
	if p == nil {
		return "butter"
	}
	return p.name()
}

// optionalList is the parts that are there.
func optionalList(parts ...*part) []*part {
	var out []*part
	for _, p := range parts {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}

// steakEggs is the steak's fried eggs (steak and eggs), two a plate or what the pantry
// holds, or nil.
func steakEggs(d *dish) *part {
	eggs := d.find("egg")
	if eggs == nil {
		return nil
	}
	w, _ := eggs.in.UnitGrams("piece")
	// Two eggs a plate for a table of up to six; a crowd gets one each, fried in rounds
	// of six: 46 eggs for 23 was no breakfast a cook would fry.
	eggs.grams = 2 * w * d.servings
	if d.servings > 6 {
		eggs.grams = w * math.Ceil(d.servings)
	}
	if eggs.limit > 0 {
		eggs.grams = min(eggs.grams, eggs.limit)
	}
	eggs.prep = ""
	return eggs
}
