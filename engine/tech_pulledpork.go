package engine

import (
	"fmt"
	"slices"
)

// Pulled pork: shoulder in large chunks rubbed with paprika, brown sugar, salt and
// pepper, braised covered in a little water with some of the barbecue sauce until it
// falls apart, pulled into shreds, and tossed with the braising juices boiled down and
// the rest of the sauce; piled into buns and topped with coleslaw.

func init() {
	ownNeeds["pulled pork"] = [][]string{{"pork shoulder", "pork belly", "beef brisket", "beef chuck"}, {"bbq sauce"}}
	registerOwn(&form{name: "pulled pork", title: "Pulled Pork", minMinutes: 100, simple: true, saltFactor: 0.6, method: "braise",
		equipment: []string{"Dutch oven or heavy pot with lid", "two forks", "small bowl"}, write: writePulledPork})
}

func writePulledPork(d *dish) {
	meat, sauce := d.protein, d.find("bbq sauce")
	if meat == nil || sauce == nil {
		return
	}
	meat.prep = "cut into 6 cm (2 1/2 in) chunks"
	kind := "pork" // what the steps call the meat: a brisket is pulled beef
	if !meat.in.Has(FactPork) {
		kind = "beef"
	}
	d.dropBoughtFat()
	d.size(sauce, 30)
	rub := d.where(func(p *part) bool {
		return p.in.Category == "spices-seasonings" && p.in.Name != "salt" && p.in.Name != "black pepper" && p.in.Name != "bay leaf" ||
			p.in.Name == "brown sugar"
	})
	for _, p := range rub {
		p.prep = ""
		if p.in.Name == "brown sugar" {
			d.size(p, 4)
		} else {
			d.size(p, 0.8)
		}
	}
	onion := d.find("onion", "red onion")
	if onion != nil {
		onion.prep = "thickly sliced"
		d.size(onion, 25)
	}
	vinegar := d.find("apple cider vinegar")
	d.size(vinegar, 4)
	water := d.add("water", RoleLiquid, 30, "")
	if water != nil {
		d.liquids = append(d.liquids, water)
	}
	buns := d.starch
	if buns != nil {
		buns.prep = ""
	}
	slaw := d.find("coleslaw")
	d.size(slaw, 50)
	// Raw cabbage (a bag of coleslaw mix) is made into a quick vinegar slaw for the
	// buns: sharp and crunchy against the rich pork.
	cabbage := d.find("cabbage", "red cabbage")
	var sugar *part
	if cabbage != nil {
		cabbage.role = RoleGarnish
		d.size(cabbage, 45)
		cabbage.prep = "finely shredded"
		if d.pantrySays(cabbage, "slaw", "shredded") {
			cabbage.prep = "" // a bag of coleslaw mix is cut already
		}
		if vinegar == nil {
			// The slaw's dressing, bought: on the list, as the steps use it.
			if vinegar = d.add("apple cider vinegar", RoleAcid, 0, ""); vinegar != nil {
				d.extras = append(d.extras, vinegar)
			}
		}
		d.size(vinegar, 6) // some for the braise, some for the slaw
		// A pinch of sugar rounds the vinegar: a slaw of vinegar and salt alone is harsh.
		if sugar = d.find("sugar", "honey"); sugar == nil {
			// The rub's brown sugar is all rubbed on: the slaw's pinch is its own.
			if sugar = d.add("sugar", RoleSweetener, 0.8, ""); sugar != nil {
				d.extras = append(d.extras, sugar)
			}
		}
	}
	d.prep(0)
	rubText := "salt and pepper"
	if len(rub) > 0 {
		rubText = "the " + plurals(rub) + " with a good pinch of salt and pepper"
	}
	d.step(5, "Mix %s in a small bowl and rub it all over the %s.", rubText, meat.name())
	bed := ""
	if onion != nil {
		bed = fmt.Sprintf(" on a bed of the %s", onion.name())
	}
	liquid := "a splash of water"
	if water != nil {
		liquid = "the water"
	}
	pot := "a Dutch oven or heavy pot with a lid"
	if d.servings > 8 {
		pot = "a large stockpot (8 L / 8 qt) with a lid"
	}
	vin := textIf(nameOf(vinegar), ", the ", "")
	if cabbage != nil && vinegar != nil {
		vin = ", half the " + vinegar.name()
	}
	d.step(5, "Put the "+kind+" in %s%s, add %s%s and a third of the %s, and bring to a simmer over medium heat.",
		pot, bed, liquid, vin, sauce.name())
	braise := max(90, braiseMinutes(meat.in)) // chuck, brisket and shoulder fall apart in 2½ hours
	slawText := ""
	if cabbage != nil {
		season := "a good pinch of salt"
		dress := season
		if vinegar != nil {
			dress = "the rest of the " + vinegar.name() + textIf(nameOf(sugar), ", the ", "") + " and " + season
		}
		slawText = fmt.Sprintf(" Meanwhile, toss the %s with %s for a quick slaw, and leave it in the fridge to soften a little.", cabbage.name(), dress)
	}
	d.step(braise, "Cover, turn the heat to low and braise very gently, turning the pieces once or twice and adding a splash of water if it runs dry, until the "+kind+" falls apart when pressed with a spoon, %d–%d minutes.%s", braise-5, braise+15, slawText)
	d.step(3, "Lift the %s onto a board and pull it into shreds with two forks, throwing away any large pieces of fat.", kind)
	warm := ""
	if buns != nil {
		warm = fmt.Sprintf(" Meanwhile, split the %s and toast them cut side down in a dry pan.", plural(buns.name()))
	}
	d.step(7, "Skim the fat from the pot and boil the juices over high heat until syrupy, about 5 minutes; stir in the rest of the %s, then the "+kind+", and toss until every shred is coated. Season with salt to taste.%s",
		sauce.name(), warm)
	serve := "Serve the pulled " + kind + " hot"
	if buns != nil {
		serve = fmt.Sprintf("Pile the "+kind+" into the %s", plural(buns.name()))
	}
	tops := append(append(append(someOf(slaw), someOf(cabbage)...), d.herbs...), d.garnishes...)
	tops = slices.Compact(tops)
	done := append(append([]*part{buns, water, onion, vinegar, sugar, sauce, slaw, cabbage}, rub...), tops...)
	top := ifAny(" and top with the ", tops, "")
	if cabbage != nil {
		top = " and top with the slaw" + ifAny(" and the ", slices.DeleteFunc(tops, func(p *part) bool { return p == cabbage }), "")
	}
	d.step(1, "%s%s.%s", serve, top, d.extrasInExcept(done...))
}

// nameOf is a part's name, "" for none.
func nameOf(p *part) string {
	if p == nil {
		return ""
	}
	return p.name()
}
