package engine

import "fmt"

// Breaded fish and chips: the fillets dipped in flour, beaten egg and breadcrumbs and
// shallow-fried golden while oven chips roast, the peas boiled as the fish fries. What
// a pantry of white fish, potatoes, flour, eggs and breadcrumbs is for: the crumb coat
// a cook reaches for with no beer for a batter and no deep fryer.

func init() {
	ownNeeds["breaded fish"] = [][]string{{"breadcrumbs", "panko"}, {"egg"}}
	ownPantryNeeds["breaded fish"] = []string{"breadcrumbs", "panko"}
	registerOwn(&form{name: "breaded fish", title: "Breaded Fish and Chips", minMinutes: 35, saltFactor: 0.6, method: "fry",
		equipment: []string{"rimmed baking sheet", "shallow dishes", "large skillet", "saucepan", "paper towels"}, write: writeBreadedFish})
}

func writeBreadedFish(d *dish) {
	fish, spuds := d.protein, d.starch
	egg, crumbs := d.find("egg"), d.find("breadcrumbs", "panko")
	if fish == nil || spuds == nil || egg == nil || crumbs == nil {
		return
	}
	fish.prep = "patted dry"
	spuds.prep = "cut into 1.5 cm (5/8 in) thick chips"
	flour := d.find("all-purpose flour", "self-rising flour")
	if flour != nil && !flour.fromPantry {
		d.leaveOut(flour) // egg and crumbs coat the fish on their own: no bag of flour bought for a dusting
		flour = nil
	}
	d.size(flour, 10)
	d.size(crumbs, 25)
	egg.prep = ""
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.prep = "cut into wedges" // squeezed over at the table
	}
	peas := d.find("frozen peas")
	d.size(peas, 70)
	if d.fat != nil {
		// A spoonful for the chips and what the crumb soaks up from a shallow film.
		d.size(d.fat, 15)
	}
	d.prep(220)
	d.step(3, "Toss the cut %s with 1 tbsp of the %s and a good pinch of salt on a rimmed baking sheet, spread them out in one layer and roast until golden and crisp, turning once, 25–30 minutes in all.", plural(spuds.name()), d.fatName())
	dredge, dishes := "the beaten "+pluralIf(egg.name(), count(egg))+", then the "+crumbs.name(), "two"
	if flour != nil {
		dredge, dishes = "the "+flour.name()+" seasoned with salt and pepper, then "+dredge, "three"
	}
	d.step(15, "While the chips roast, set out "+dishes+" shallow dishes and dip each piece of %s (cut large fillets into portions) in %s, pressing them on so the fish is coated all over; set the pieces on a plate until the chips have had 15 minutes.", fish.name(), dredge)
	alongside := ""
	if peas != nil {
		alongside = fmt.Sprintf(" Meanwhile, boil the %s in a saucepan of salted water until just tender, 3 minutes, and drain.", peas.name())
	}
	d.step(10, "Turn the chips. Heat a 5 mm (1/4 in) film of the %s in a large skillet over medium heat and fry the fish until deep golden and crisp and it flakes (63°C / 145°F inside), 3–4 minutes a side, in batches if the pan is crowded; drain on paper towels.%s", d.fatName(), alongside)
	serve := "Serve the fish with the chips, salted"
	if peas != nil {
		serve += ", and the " + peas.name()
	}
	d.step(1, "%s%s.%s", serve, ifAny(", with the ", someOf(lemon), " wedges to squeeze over"), d.toppingsExcept(someOf(fish, spuds, egg, crumbs, flour, lemon, peas)...))
	d.mentionLeftovers()
}
