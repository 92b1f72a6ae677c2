package engine

import (
	"fmt"
	"math"
	"strings"
)

// Plates home cooks make from a short list: çılbır (eggs poached and laid on garlicky
// yoghurt under a chilli butter), and fish grilled under a miso glaze beside rice.

func init() {
	ownNeeds["cilbir"] = [][]string{{"egg"}, {"greek yogurt", "yogurt"}}
	ownNeeds["miso glaze"] = [][]string{{"miso"}}
	registerOwn(
		&form{name: "cilbir", title: "Turkish Eggs", minMinutes: 12, simple: true, saltFactor: 0.3, method: "simmer", ownsEggs: true,
			equipment: []string{"wide saucepan", "slotted spoon", "small saucepan", "small cup", "mixing bowl"}, write: writeCilbir},
		&form{name: "miso glaze", title: "Miso-Glazed Fish", minMinutes: 20, simple: true, starch: "rice", saltFactor: -1, method: "roast",
			equipment: []string{"rimmed baking sheet", "foil", "small bowl"}, write: writeMisoGlaze},
	)
}

// writeCilbir stirs grated garlic into yoghurt left to lose its chill, poaches the eggs
// a few at a time in barely simmering water, and lays them on the yoghurt under butter
// foamed with chilli flakes or paprika.
func writeCilbir(d *dish) {
	eggs := d.eggPart()
	yog := d.find("greek yogurt", "yogurt")
	butter := d.fat
	if eggs == nil || yog == nil || butter == nil {
		return
	}
	n := count(eggs)
	d.size(yog, 90)
	butter.grams = math.Max(10, 8*d.servings)
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "finely grated"
		garlic.grams = math.Max(3, math.Min(garlic.grams, 1.5*d.servings))
	}
	chili := d.where(func(p *part) bool {
		switch p.in.Name {
		case "red pepper flakes", "paprika", "smoked paprika", "cayenne", "sumac":
			return true
		}
		return false
	})
	for _, c := range chili {
		d.size(c, 0.5)
		if c.in.Name == "cayenne" || c.in.Name == "sumac" {
			d.size(c, 0.2)
		}
	}
	vinegar := d.find("white vinegar", "white wine vinegar", "apple cider vinegar")
	if vinegar != nil {
		vinegar.grams = 15
	}
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil && lemon.in.Name == "lemon" {
		lemon.prep = "cut into wedges"
		lemon.grams = math.Min(lemon.grams, lemon.in.Units["piece"])
	}
	herbs := d.where(func(p *part) bool { return p.in.Category == "herbs" })
	for _, h := range herbs {
		h.prep = "chopped"
		d.size(h, 1.5)
	}
	bread := d.starch
	if bread != nil {
		bread.prep = ""
	}
	if len(chili) > 0 {
		d.drop("black pepper")
	}
	d.prepAny()
	bowls := count1(d.servings) + " shallow bowls or plates"
	if d.servings <= 1 {
		bowls = "a shallow bowl or plate"
	}
	d.step(3, "Take the %s out of the fridge so it loses its chill (straight from the fridge it chills the eggs at once). Stir in %sa good pinch of salt and spread it over %s.",
		yog.name(), ifAny("the ", optionalList(garlic), " and "), bowls)
	rounds := batches(n, 4)
	each := "all the eggs"
	if rounds > 1 {
		each = fmt.Sprintf("%d eggs at a time", (n+rounds-1)/rounds)
	}
	d.step(4, "Bring a wide saucepan of water, at least 8 cm (3 in) deep, to a bare simmer%s: small bubbles on the bottom, the surface barely moving. Crack each egg into a small cup.",
		ifAny(" with the ", optionalList(vinegar), " (it keeps the whites tight)"))
	d.step(4*rounds, "Poach %s: stir the water into a slow swirl, tip each egg gently into it and cook until the whites are set and the yolks still soft, 3–4 minutes. Lift out with a slotted spoon onto paper towel.%s",
		each, againIf(rounds > 1, " Keep them warm in a bowl of warm water while you poach the rest.")+ifAny(" Meanwhile, toast the ", optionalList(bread), "."))
	spice := "the " + plurals(chili)
	if len(chili) == 0 {
		spice = "a pinch of black pepper"
	}
	// Worded for any fat: a low-fat rewrite swaps the butter for oil, which never foams.
	d.step(2, "Heat the %s in a small saucepan over medium heat until hot enough that a flake of chilli sizzles in it, about 2 minutes; take it off the heat and stir in %s: it should sizzle and turn red.",
		butter.name(), spice)
	toast := ""
	if bread != nil {
		toast = fmt.Sprintf(" Serve at once with the toasted %s to mop up the %s.", bread.name(), yog.name())
	}
	d.step(1, "Set the eggs on the %s, spoon the hot %s over%s and season the eggs with a pinch of salt.%s%s",
		yog.name(), butter.name(), ifAny(", scatter with the ", herbs, ""), ifAny(" Put the ", optionalList(lemon), " on the side."), toast)
	d.mentionLeftovers()
}

// count1 is a count of servings in words a cook reads: "4".
func count1(servings float64) string {
	return fmt.Sprintf("%d", max(1, int(math.Round(servings))))
}

// writeMisoGlaze spreads a glaze of miso and mirin (or sugar or honey) over the fish
// fillets and grills them close to the heat until the glaze bubbles and chars in spots
// and the fish just flakes; the rice cooks meanwhile.
func writeMisoGlaze(d *dish) {
	fish := d.protein
	miso := d.find("miso")
	sweet := d.find("mirin", "sugar", "honey", "brown sugar", "maple syrup")
	if fish == nil || miso == nil {
		return
	}
	fish.prep = ""
	d.size(miso, 12)
	if sweet != nil {
		d.size(sweet, 8)
		if sweet.in.Name != "mirin" {
			d.size(sweet, 5)
		}
	}
	// The cook's honey (or maple syrup) beside the mirin makes a miso-honey glaze.
	var honey *part
	if sweet != nil && sweet.in.Name == "mirin" {
		if honey = d.find("honey", "maple syrup", "brown sugar"); honey != nil {
			d.size(honey, 4)
		}
	}
	soy := d.find("soy sauce", "tamari")
	d.size(soy, 2)
	wine := d.find("sake", "shaoxing wine", "white wine") // the cook's sake, as a saikyo glaze takes
	d.size(wine, 5)
	ginger := d.find("ginger")
	if ginger != nil {
		ginger.prep = "finely grated"
		d.size(ginger, 2)
	}
	sesameOil := d.find("sesame oil")
	d.size(sesameOil, 1)
	capFinishingOil(sesameOil)
	seeds := d.find("sesame seeds")
	d.size(seeds, 1.5)
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "thinly sliced"
		d.size(scallion, 6)
	}
	greens := d.where(func(p *part) bool { return p.role == RoleVegetable && p != scallion })
	for _, g := range greens {
		switch g.in.Name {
		case "bok choy":
			g.prep = "halved lengthwise"
		case "broccoli":
			g.prep = "cut into small florets"
		case "asparagus":
			g.prep = "woody ends snapped off"
		}
		d.size(g, 80)
	}
	oil := d.fat
	if oil != nil {
		oil.grams = 3 * d.servings
	}
	d.prep(0)
	glaze := glazeText(miso, soy, sweet, honey, ginger, nil, nil)
	if wine != nil {
		glaze += fmt.Sprintf(", with the %s stirred in", wine.name())
	}
	what := "fillets"
	if fish.in.Category != "seafood" {
		what = "pieces"
	}
	apart := ", well apart"
	if d.servings <= 1 {
		what, apart = strings.TrimSuffix(what, "s"), ""
	}
	side := " skin side down"
	if fish.in.Category == "seafood" && !d.skinOn(fish) {
		side = ""
	}
	d.step(5, "Heat the grill (broiler) to high with a shelf about 10 cm (4 in) below it. Meanwhile, %s. Line a baking sheet with foil and brush it with a little of the %s; pat the %s dry and lay the %s on it%s%s.",
		glaze, d.fatName(), fish.name(), what, side, apart)
	veg := ""
	if len(greens) > 0 {
		veg = fmt.Sprintf(" Toss the %s with the rest of the %s and a pinch of salt and lay them around the fish.", plurals(greens), d.fatName())
	}
	d.step(2, "Spread the glaze thickly over the tops and sides of the %s; leave it on while the grill heats, no longer than 15 minutes (the miso draws out the fish's water).%s", fish.name(), veg)
	cook := "until the glaze bubbles and catches in dark spots and the fish flakes at the thickest part, 7–9 minutes (a thin fillet 5–6)"
	if f, ok := filletOf(fish.in); ok {
		cook = "until the glaze bubbles and catches in dark spots and the fish flakes at the thickest part, " + f.grill // a mackerel fillet is done long before a salmon's
	}
	if fish.in.Category != "seafood" {
		cook = fmt.Sprintf("until the glaze bubbles and catches in dark spots and the %s is %s, 8–10 minutes", fish.name(), doneness(fish.in))
	}
	d.step(9, "Grill %s; if the glaze darkens before the fish is done, lay a sheet of foil loosely over it. The sugar in the glaze burns fast: watch it.", cook)
	serve := "Serve hot"
	if d.starch != nil {
		serve = fmt.Sprintf("Serve the %s over bowls of the %s", fish.name(), d.starch.name())
		if d.servings <= 1 {
			serve = fmt.Sprintf("Serve the %s over a bowl of the %s", fish.name(), d.starch.name())
		}
	}
	d.step(1, "%s%s%s.", serve, ifAny(", scattered with the ", optionalList(scallion, seeds), ""), ifAny(", with a few drops of the ", optionalList(sesameOil), " over"))
	d.mentionLeftovers()
}

// quickDengaku is nasu dengaku in a hurry, as Japanese home cooks make it: the
// aubergine cut into thick rounds and fried soft in a skillet, in batches, then glazed
// and grilled for the few minutes the miso takes to bubble.
func (d *dish) quickDengaku(aub, oil *part, glaze string, seeds, scallion *part) {
	aub.prep = "cut into 2 cm (3/4 in) thick rounds"
	if oil != nil {
		oil.grams = 12 * d.servings // rounds fried in a pan drink more than halves roasted
	}
	rounds := batches(int(aub.grams), 450) // a large skillet fries about one big aubergine's rounds at a time
	d.prep(0)
	batch := "in one layer"
	if rounds > 1 {
		batch = fmt.Sprintf("in %d batches, adding oil for each", rounds)
	}
	d.step(8*rounds, "Heat the %s in a large skillet over medium-high heat and fry the %s rounds %s, until browned on both sides and soft right through, 3–4 minutes a side; season with a pinch of salt and lay them on a lined baking sheet. Heat the grill (broiler) to high.%s",
		d.fatName(), aub.name(), batch, meanwhile(nil, glaze))
	d.equipment = append(d.equipment, "large skillet")
	d.step(4, "Spread the glaze over the tops of the rounds and grill 10 cm (4 in) from the heat until it bubbles and catches in dark spots, 2–3 minutes; watch it, the sugar burns fast.")
	serve := "Serve hot"
	if d.starch != nil {
		serve += " with the " + d.starch.name()
	}
	d.step(1, "%s%s.", serve, ifAny(", scattered with the ", optionalList(seeds, scallion), ""))
	d.mentionLeftovers()
}
