package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Pot roast: a braising joint browned whole (or in two or three big pieces when the
// time is short), braised covered in a little stock until a fork slides in, the root
// vegetables added around it for the last half hour, then rested, sliced across the
// grain and served with its liquid boiled down. Not a stew: nothing is cut into chunks.

func init() {
	registerOwn(&form{name: "pot roast", title: "Pot Roast", minSkill: 1, minMinutes: 110, saltFactor: 0.8,
		method: "braise", equipment: []string{"Dutch oven or heavy pot with lid", "carving board", "tongs"}, write: writePotRoast})
}

// potRoastOverhead is the minutes of a pot roast outside its braise: the browning, the
// onions, the rest while the liquid reduces, and the slicing.
const potRoastOverhead = 10 + 5 + 10 + 3

// potRoastBraise is how long the joint braises in the time there is: three hours when
// there is no hurry, never under the cut's least (the pieces would still be tough).
func potRoastBraise(in *Ingredient, available, prep int) int {
	if available <= 0 {
		return 180
	}
	return min(180, max(leastBraise(in), available-prep-potRoastOverhead))
}

// leastBraise is the fewest minutes a braising joint, cut in 4 cm chunks (brisket in
// three pieces), takes to be fork-tender: chuck, brisket, shoulder and short ribs two
// and a half hours; a leg of lamb an hour and a quarter.
func leastBraise(in *Ingredient) int {
	if in.Name == "lamb leg" {
		return 75
	}
	return max(90, braiseMinutes(in))
}

func writePotRoast(d *dish) {
	meat := d.protein
	liquid := d.find("beef broth", "chicken broth", "vegetable broth", "red wine", "water")
	if liquid == nil && meat != nil {
		// A packet of onion soup mix (or any seasoning the dish brings) makes its own
		// stock: the joint braises in water.
		liquid = d.add("water", RoleLiquid, 75, "")
	}
	if meat == nil || liquid == nil {
		return
	}
	liquid.prep = ""
	d.size(liquid, 75) // a third of the way up the meat, not covering it
	if liquid.in.Name == "water" && !slices.Contains(d.liquids, liquid) {
		d.liquids = append(d.liquids, liquid)
	}
	season := "salt and pepper"
	mix := d.find("onion soup mix")
	if mix != nil {
		// The packet is the seasoning: rubbed on, it brings all the salt the joint wants.
		d.size(mix, 3)
		mix.prep = ""
		d.drop("salt")
		season = "the " + mix.name() + " and a little pepper"
	}
	d.size(d.find("worcestershire sauce"), 2)
	d.size(d.find("tomato paste"), 4)
	if mix := d.find("onion soup mix"); mix != nil {
		// The cook's onion soup mix seasons the braise: an envelope to a joint of about
		// 1.4 kg, with water where no stock is to hand (the mix makes the broth), and
		// little salt beside it.
		d.size(mix, 5)
		if !liquid.fromPantry && strings.HasSuffix(liquid.in.Name, " broth") {
			liquid.in = mustLookup("water")
		}
		d.size(d.find("salt"), 0.5)
	}
	aromatics := d.where(func(p *part) bool { return p.in.Name == "onion" || p.in.Name == "garlic" || p.in.Name == "shallot" })
	roots := d.where(func(p *part) bool {
		return p.role == RoleVegetable && !containsString([]string{"onion", "garlic", "shallot"}, p.in.Name)
	})
	spuds := optionalList(d.starch)
	meat.prep = "patted dry"
	for _, p := range append(append(append([]*part{}, aromatics...), roots...), spuds...) {
		p.prep = "" // cut later, beside the browning and the braise
	}
	d.prep(0)
	// The onions are cut while the meat browns and the roots while it braises, as a cook
	// does: their preparation is named in those steps, not in the first.
	for _, a := range aromatics {
		a.prep = "cut into wedges"
		if a.in.Name == "garlic" {
			a.prep = "peeled"
		}
	}
	for _, v := range append(append([]*part{}, roots...), spuds...) {
		v.prep = "cut into 5 cm (2 in) chunks"
		if strings.Contains(v.in.Name, "mushroom") {
			v.prep = "halved" // a mushroom has no 5 cm chunk in it
		}
		if v.in.Name == "potato" || v.in.Name == "new potatoes" {
			v.prep = "halved"
		}
	}
	braise := potRoastBraise(meat.in, d.req.TimeAvailable, d.steps[d.prepStep].Minutes)
	pieces := ""
	bone := meat.in.Has(FactBone) // ribs on the bone braise as they are
	// A big joint cut in three (a few minutes on a board that holds it) is still a pot
	// roast, sliced; wherever the time allows it, it is cut so rather than into 4 cm
	// chunks, which make a stew called a pot roast.
	threePrep := max(d.steps[d.prepStep].Minutes, 4)
	inThree := !bone && measured(meat) > 900 && meat.in.Name != "lamb leg" &&
		(d.req.TimeAvailable <= 0 || d.req.TimeAvailable-threePrep-potRoastOverhead >= leastBraise(meat.in))
	if inThree {
		braise = potRoastBraise(meat.in, d.req.TimeAvailable, threePrep)
	}
	// Beef in one big piece wants three hours to be tender: with less, it is cut into
	// 4 cm chunks, tender in two and a half, browned in batches and served from the pot,
	// not carved. A leg of lamb is tender sooner and stays whole; a brisket, whose long
	// grain is its slices, is cut in three.
	chunks := braise < 180 && !bone && meat.in.Name != "lamb leg" && meat.in.Name != "beef brisket" && !inThree
	switch {
	case chunks:
		meat.prep = "patted dry and cut into 4 cm (1 1/2 in) chunks"
		pieces = " in two or three batches, so the chunks are not crowded,"
		d.equipment = slices.DeleteFunc(slices.Clone(d.equipment), func(e string) bool { return e == "carving board" })
		d.steps[d.prepStep].Text = "Prep: pat the " + meat.name() + " dry and cut it into 4 cm (1 1/2 in) chunks."
	case braise < 180 && measured(meat) > 900:
		meat.prep = "patted dry and cut into three even pieces"
		pieces = ", all three pieces," // three pieces are tender in the time a whole joint is not
		d.steps[d.prepStep].Text = "Prep: pat the " + meat.name() + " dry and cut it into three even pieces."
		d.steps[d.prepStep].Minutes = threePrep
	}
	onions := ""
	if len(aromatics) > 0 {
		onions = fmt.Sprintf(" Meanwhile, %s.", prepTasks(aromatics))
	}
	d.step(10, "Season the %s all over with %s. Heat the %s in the pot over medium-high heat and brown the meat%s well on every side, 8–10 minutes, turning with tongs; move the meat to a plate.%s",
		meat.name(), season, d.fatName(), pieces, onions)
	if len(aromatics) > 0 {
		d.step(5, "Lower the heat to medium, add the %s and cook until golden at the edges, 4–5 minutes, scraping up the browned bits.%s",
			plurals(aromatics), ifAny(" Stir in the ", d.where(func(p *part) bool { return p.in.Name == "tomato paste" }), " for a minute."))
	}
	vegs := append(append([]*part{}, roots...), spuds...)
	last := min(40, braise/2)
	if len(vegs) == 0 {
		last = 0
	}
	extra := d.where(func(p *part) bool {
		return p.role == RoleSpice && p.in.Name != "salt" && p.in.Name != "black pepper" && p != mix || p.in.Name == "worcestershire sauce"
	})
	cut := ""
	if len(vegs) > 0 {
		cut = fmt.Sprintf(" Meanwhile, %s.", prepTasks(vegs))
	}
	wine := ""
	if w := d.find("red wine"); w != nil && w != liquid {
		d.size(w, 25)
		wine = fmt.Sprintf("Pour in the %s and let it bubble for a minute. ", w.name())
	}
	turn, up := "turning the meat once halfway", "about a third of the way up the meat"
	if chunks {
		turn, up = "stirring once halfway", "about halfway up the meat"
	}
	d.step(braise-last, "%sReturn the meat and its juices to the pot and pour in the %s%s: it should come %s. Bring to a simmer, cover tightly and braise on the lowest heat, %s, for %d minutes.%s",
		wine, liquid.name(), ifAny(" with the ", extra, ""), up, turn, braise-last, cut)
	if last > 0 {
		d.step(last, "Tuck the %s around the meat, cover again and braise until a fork slides into the meat with little resistance and the vegetables are tender, about %d minutes more.",
			plurals(vegs), last)
	}
	keep := ""
	if len(vegs) > 0 {
		keep = "lift out the vegetables and keep them warm, then "
	}
	if chunks {
		d.step(10, "Lift the meat and vegetables into a warm serving dish with a slotted spoon and cover it, then boil the liquid in the open pot until reduced by about a third and lightly thickened, 8–10 minutes; season it to taste.")
		d.step(2, "Pour the liquid over the meat.%s",
			ifAny(" Scatter over the ", d.where(func(p *part) bool { return p.role == RoleHerb }), "."))
		return
	}
	d.step(10, "Lift the meat onto a carving board, cover it loosely with foil and rest it 10 minutes. Meanwhile, %sboil the liquid in the open pot until reduced by about a third and lightly thickened, 8–10 minutes; season it to taste.", keep)
	slice := "Slice the meat"
	if bone {
		slice = "Cut the meat from the bones and slice it"
	}
	d.step(3, "%s across the grain about 1 cm (1/2 in) thick and lay it on a warm platter%s. Spoon over some of the liquid and serve the rest in a jug.%s",
		slice, ifAny(" with the ", vegs, ""), ifAny(" Scatter over the ", d.where(func(p *part) bool { return p.role == RoleHerb }), "."))
}
