package engine

import (
	"fmt"
	"math"
)

// A slow braise of a cut on the bone (lamb shanks, oxtail, short ribs): the pieces
// browned whole, the onion, carrot and celery softened in their fat, the wine boiled
// down and the stock poured in two-thirds of the way up, then covered and left in a
// low oven until the meat falls from the bone; the potatoes boiled and mashed in its
// last half hour and the liquid boiled down to a sauce while the meat waits. A shank is
// served whole, one to a plate, on the mash: never cut up, never stir-fried.

func init() {
	registerOwn(&form{name: "slow braise", title: "Braise", minSkill: 1, minMinutes: 120, saltFactor: 0.8, fatFactor: 1, liquidML: 200, starchInPot: true,
		method: "braise", equipment: []string{"large casserole (Dutch oven) with lid", "tongs", "large saucepan", "potato masher"}, write: writeSlowBraise})
}

// braisePortion is the weight of a bone-in braising cut a serving, as bought: a lamb
// shank each, or about 400 g of oxtail (half of it bone).
func braisePortion(in *Ingredient) float64 {
	if w, ok := in.UnitGrams("piece"); ok && w >= 250 {
		return w // one shank, one duck leg a plate
	}
	if in.Name == "short ribs" {
		return 300 // fatty: less of it a plate
	}
	return 400 // oxtail: half of it is bone
}

// slowBraiseMinutes is the cut's time in the oven, as a cook gives it: lamb shanks
// two to two and a half hours, oxtail three, short ribs two and a half.
func slowBraiseMinutes(in *Ingredient) (minutes int, words string) {
	switch in.Name {
	case "lamb shanks":
		return 135, "2–2½ hours"
	case "oxtail":
		return 180, "about 3 hours"
	case "short ribs":
		return 150, "about 2½ hours"
	case "duck legs":
		return 105, "1½–2 hours"
	}
	return 120, "about 2 hours"
}

func writeSlowBraise(d *dish) {
	meat := d.protein
	if meat == nil {
		return
	}
	pieces := math.Max(1, math.Round(braisePortion(meat.in)*d.servings/pieceOr(meat.in, braisePortion(meat.in))))
	meat.grams = pieces * pieceOr(meat.in, braisePortion(meat.in))
	meat.prep = "patted dry"
	stock := d.find("beef broth", "chicken broth", "vegetable broth")
	wine := d.find("red wine", "white wine", "hard cider")
	if stock == nil {
		// The wine flavours; the stock is what the meat braises in.
		if in, _, ok := d.allowedName("beef broth"); ok {
			stock = d.take(in, RoleLiquid, 0, "")
			d.liquids = append(d.liquids, stock) // on the list, not only in the step
		}
	}
	d.size(stock, 200)
	d.size(wine, 75)
	d.size(d.find("tomato paste"), 8)
	for _, p := range d.where(func(p *part) bool { return p.role == RoleVegetable || p.in.Name == "onion" || p.in.Name == "shallot" }) {
		p.prep = "diced"
	}
	if g := d.find("garlic"); g != nil {
		g.prep = "sliced"
	}
	herbs := d.where(func(p *part) bool {
		return p.in.Name == "rosemary" || p.in.Name == "thyme" || p.in.Name == "bay leaf"
	})
	for _, h := range herbs {
		h.prep = "on the stem"
		h.grams = math.Min(h.grams, 2*math.Max(1, d.servings/2)) // a few sprigs to the pot
	}
	spuds := d.starch
	if spuds != nil {
		spuds.prep = ""
	}
	butter, milk := d.find("butter"), d.find("milk", "heavy cream")
	d.size(butter, 12)
	d.size(milk, 40)
	if spuds == nil {
		// No mash to take them: the butter enriches the sauce, the milk stays in the fridge.
		d.size(butter, 5)
		if milk != nil {
			d.dropParts(milk.in.Name)
			milk = nil
		}
	}
	d.prep(160)
	minutes, words := slowBraiseMinutes(meat.in)
	them := "them"
	if pieces == 1 {
		them = "it"
	}
	d.step(12, "Season the %s all over with salt and pepper. Heat the %s in the casserole over medium-high heat and brown the %s well on every side, in batches if they crowd the pan, 10–12 minutes; lift %s onto a plate.",
		meat.name(), d.fatName(), meat.name(), them)
	soft := d.where(func(p *part) bool {
		return p.role == RoleVegetable || p.in.Name == "onion" || p.in.Name == "shallot" || p.in.Name == "garlic"
	})
	if len(soft) > 0 {
		d.step(8, "Lower the heat to medium and cook the %s in the fat, stirring, until soft and starting to brown, 6–8 minutes%s.",
			partNames(soft), ifAny("; stir in the ", someOf(d.find("tomato paste")), " for a minute"))
	}
	pour, boil := "", 0
	if wine != nil {
		var halved string
		halved, boil = wineHalvedIn(wine)
		pour = fmt.Sprintf("Pour in the %s, scraping up the browned bits, and let it bubble until reduced by half, %s. ", wine.name(), halved)
		if boil > 5 {
			// A bottle would take a quarter of an hour to halve: it boils off its raw
			// edge, and the hours in the oven reduce it.
			pour, boil = fmt.Sprintf("Pour in the %s, scraping up the browned bits, and let it bubble hard for 3–4 minutes to cook off the raw alcohol. ", wine.name()), 4
		}
	}
	liquid := "water"
	if stock != nil {
		liquid = "the " + stock.name()
	}
	d.step(max(5, 1+boil), "%sReturn the %s and any juices, add %s%s: it should come about two-thirds of the way up the meat (top up with water if not). Bring to a simmer.",
		pour, meat.name(), liquid, ifAny(" and the ", herbs, ""))
	last := 0
	if spuds != nil {
		last = 35
	}
	d.step(minutes-last, "Cover tightly and braise in the oven at %s, turning the %s once halfway, until the meat is tender and coming away from the bone, %s in all.",
		temp(160), meat.name(), words)
	if spuds != nil {
		mashWith := "a good pinch of salt"
		if with := append(someOf(butter), someOf(milk)...); len(with) > 0 {
			mashWith = "the " + partNames(with) + " and " + mashWith
		}
		d.step(last, "For the last 35 minutes, make the mash: peel the %s, cut into even chunks, cover with cold salted water in the saucepan, bring to a boil and simmer until a knife slides through, about 20 minutes. Drain, let steam dry for a minute, then mash with %s; keep covered.",
			spuds.name(), mashWith)
	}
	sauceButter := ""
	if butter != nil && spuds == nil {
		sauceButter = fmt.Sprintf(" off the heat, swirl in the %s;", butter.name())
	}
	d.step(10, "Lift the %s onto a warm plate and cover with foil. Spoon the fat off the liquid, then boil it in the open casserole over medium-high heat until it coats a spoon, 8–10 minutes;%s%s season to taste.", meat.name(), ifAny(" pick out the ", herbs, " and"), sauceButter)
	serve := fmt.Sprintf("Put the %s back in the sauce to coat, then serve each plate a share of the meat on the bone", meat.name())
	if spuds != nil {
		serve = fmt.Sprintf("Put the %s back in the sauce to coat, then serve on a mound of mash, the meat on the bone", meat.name())
	}
	d.step(2, "%s, with the sauce spooned over.%s", serve, d.toppingsExcept(append(append(soft, herbs...), someOf(butter, milk)...)...))
}

// pieceOr is the weight of one piece of the food, or fallback when it has none.
func pieceOr(in *Ingredient, fallback float64) float64 {
	if w, ok := in.UnitGrams("piece"); ok && w >= 250 {
		return w
	}
	return fallback
}
