package engine

import "fmt"

// Deviled eggs: eggs boiled firm and cooled, halved, the yolks mashed with mayonnaise,
// mustard and whatever sharpness the pantry has, spooned back into the whites and dusted
// with paprika. The snack a pantry of eggs, mayonnaise and mustard is for.

func init() {
	ownNeeds["deviled eggs"] = [][]string{{"egg"}, {"mayonnaise", "greek yogurt"}}
	registerOwn(&form{name: "deviled eggs", title: "Deviled Eggs", minMinutes: 20, simple: true, saltFactor: 0.2, method: "none",
		equipment: []string{"saucepan", "mixing bowl", "fork", "teaspoon or piping bag"}, write: writeDeviledEggs})
}

func writeDeviledEggs(d *dish) {
	eggs := d.protein
	if eggs == nil || eggs.in.Category != "eggs" {
		return
	}
	eggs.prep = ""
	dressing := d.find("mayonnaise", "greek yogurt")
	d.size(dressing, 4*eggsPer(eggs, d)) // a tablespoon to three yolks
	mustard := d.find("dijon mustard", "yellow mustard", "whole grain mustard", "english mustard")
	d.size(mustard, 0.8*eggsPer(eggs, d))
	sharp := d.where(func(p *part) bool {
		switch p.in.Name {
		case "lemon", "lime":
			p.prep, p.grams = "juiced", p.in.Units["piece"]/2 // a squeeze
			return true
		case "lemon juice", "white vinegar", "apple cider vinegar", "hot sauce", "sriracha":
			d.size(p, 1)
			return true
		case "pickles":
			p.prep = "finely chopped"
			d.size(p, 6)
			return true
		}
		return false
	})
	dust := d.where(func(p *part) bool {
		switch p.in.Name {
		case "paprika", "smoked paprika", "cayenne", "chili powder":
			p.prep = ""
			d.size(p, 0.3)
			return true
		}
		return false
	})
	herbs := d.where(func(p *part) bool { return p.in.Category == "herbs" || p.in.Name == "scallion" })
	for _, h := range herbs {
		h.prep = "finely chopped"
		d.size(h, 1.5)
	}
	bacon := d.find("bacon")
	if bacon != nil {
		bacon.prep = ""
		d.size(bacon, 10)
	}
	n := int(eggs.grams/eggs.in.Units["piece"] + 0.5)
	d.step(12, "Bring a saucepan of water to a boil, lower in the %d eggs with a spoon and boil gently for 10 minutes, so the yolks are firm right through.", n)
	later := append(append([]*part{}, sharp...), herbs...)
	also := ""
	if bacon != nil {
		also = fmt.Sprintf("fry the %s in a dry pan until crisp, then crumble it", bacon.name())
	}
	d.prepStep = len(d.steps)
	d.step(5, "Move the eggs to a bowl of cold water and leave them 5 minutes to cool.%s", meanwhile(later, also))
	d.step(5, "Tap each egg all over, peel it under a trickle of water and halve it lengthwise; pop the yolks into a bowl and set the whites cut side up on a plate.")
	with := []*part{dressing}
	with = append(with, someOf(mustard)...)
	with = append(with, sharp...)
	d.step(2, "Mash the yolks finely with a fork, then beat in the %s with a pinch of salt and pepper until smooth; taste, and add a little more mustard or salt if it is flat.", partNames(with))
	top := append(append([]*part{}, dust...), herbs...)
	if bacon != nil {
		top = append(top, bacon)
	}
	finish := ""
	if len(top) > 0 {
		finish = fmt.Sprintf(" Top with the %s.", partNames(top))
	}
	d.step(3, "Spoon or pipe the filling back into the whites, heaping it up.%s Serve at once, or cover and chill for up to a day.", finish)
}

// eggsPer is how many eggs a serving holds.
func eggsPer(eggs *part, d *dish) float64 {
	return eggs.grams / eggs.in.Units["piece"] / d.servings
}
